import { mergeAreas } from '../translation';

/** Every area file of this language, merged (`../translation.ts` lists the areas). */
export default mergeAreas(import.meta.glob<object>('./*.json', { eager: true, import: 'default' }), 'ru');
