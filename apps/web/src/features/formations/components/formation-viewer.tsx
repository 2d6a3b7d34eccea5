import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Formation, TeamDetail, TeamPlayer } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { featuredFormation } from '../lib/featured-formation';
import { draftFromFormation } from '../lib/formation-draft';
import { FormationBench } from './formation-bench';
import { FormationPitch } from './formation-pitch';
import { PitchBenchLayout } from './pitch-bench-layout';
import { SavedFormationSelect } from './saved-formation-select';

/** The saved formations for members who may not edit them: pick one, see the pitch and the bench. */
export function FormationViewer(props: { team: TeamDetail; formations: Formation[]; members: TeamPlayer[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(
    () => featuredFormation(props.formations)?.id ?? null,
  );
  const formation =
    props.formations.find((item) => item.id === selectedId) ?? featuredFormation(props.formations);
  if (formation === null)
    return (
      <Typography color="text.secondary" data-testid="formation-none">
        {t('formations.empty_readonly')}
      </Typography>
    );
  const players = new Map(props.members.map((player) => [player.id, player]));
  const bench = formation.bench.flatMap((id) => players.get(id) ?? []);
  return (
    <Stack spacing={2}>
      <SavedFormationSelect
        items={props.formations}
        value={formation.id}
        allowNew={false}
        onChange={setSelectedId}
      />
      <PitchBenchLayout>
        <FormationPitch
          draft={draftFromFormation(formation)}
          players={players}
          accent={props.team.primary_color}
        />
        <FormationBench players={bench} editing={null} />
      </PitchBenchLayout>
    </Stack>
  );
}
