import {
  FIRST_GAME_DISCOUNT_PERCENT,
  FREE_CANCELLATION_HOURS,
  PLAYER_AGE,
  pluralForm,
  type Language,
} from '@oyna/shared';
import { SUPPORT_EMAIL, type LegalDocument } from './legal-document';

// The rules' numbers come from the shared constants the booking rules use, so the terms say what the product does.
const minAge = PLAYER_AGE.min;
const refundHours = FREE_CANCELLATION_HOURS;

/** The terms of use of Oyna in each interface language. */
export const TERMS_OF_USE: Record<Language, LegalDocument> = {
  az: {
    title: 'İstifadə şərtləri',
    intro:
      'Bu şərtlər Oyna platformasından istifadə qaydalarını müəyyən edir. Qeydiyyatdan keçməklə və ya Google, Telegram ilə daxil olmaqla onlarla razılaşırsınız.',
    sections: [
      {
        id: 'service',
        heading: 'Xidmət',
        paragraphs: [
          'Oyna Bakıda futbol oyunlarını tapmağa, onlara yazılmağa, ödəniş etməyə və komanda idarə etməyə imkan verir. Oyunları meydançalarda təşkilatçılar keçirir; Oyna onları oyunçularla birləşdirir, yerləri, ödənişləri və komanda bölgüsünü idarə edir.',
        ],
      },
      {
        id: 'account',
        heading: 'Hesab',
        items: [
          `Qeydiyyat üçün ən azı ${minAge} yaşınız olmalıdır; 18 yaşadək valideynin və ya qanuni nümayəndənin razılığı tələb olunur.`,
          'Özünüz haqqında düzgün məlumat verin və yalnız bir hesab açın.',
          'Şifrənizi heç kimə verməyin. Hesabınızla edilən hərəkətlərə görə siz cavabdehsiniz.',
        ],
      },
      {
        id: 'payments',
        heading: 'Oyunlar və ödənişlər',
        items: [
          'Qiymətlər manatla (₼) göstərilir; yazılmadan əvvəl gördüyünüz qiymət tutulacaq qiymətdir.',
          'Balansdan və ya nağd ödəyə bilərsiniz. Nağd ödənişdə yeriniz dərhal təsdiqlənir, pul isə meydançada təşkilatçıya verilir.',
          `İlk oyununuza ${FIRST_GAME_DISCOUNT_PERCENT}% endirim tətbiq olunur. Endirimlər toplanmır: ən böyüyü tətbiq edilir.`,
          'Oyun doludursa, növbəyə pulsuz yazılırsınız; yer boşalanda ödəniş tutulur və sizə xəbər verilir.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'İmtina və geri qaytarma',
        items: [
          `Oyunun başlamasına ${refundHours} saatdan çox qalmış imtina etsəniz, məbləğ tam olaraq balansınıza qaytarılır.`,
          'Daha gec imtina etdikdə pul yalnız yeriniz növbədəki başqa oyunçuya keçərsə qaytarılır.',
          'Təşkilatçı oyunu ləğv etsə, bütün oyunçulara tam məbləğ qaytarılır.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Davranış qaydaları',
        paragraphs: [
          'Rəqiblərə, komanda yoldaşlarına, hakimlərə və meydança işçilərinə hörmətlə yanaşın. Zorakılıq, təhqir, ayrı-seçkilik və qəsdən kobud oyun qadağandır. Bu qaydaları pozan oyunçunun hesabı məhdudlaşdırıla və ya bağlana bilər.',
        ],
      },
      {
        id: 'health',
        heading: 'Sağlamlıq və risk',
        paragraphs: [
          'Futbol kontakt idman növüdür və zədə riski daşıyır. Sağlamlığınızın oynamağa imkan verdiyinə əmin olun. Meydançanın vəziyyətinə meydança sahibi, oyunun keçirilməsinə təşkilatçı cavabdehdir.',
        ],
      },
      {
        id: 'organizers',
        heading: 'Təşkilatçılar',
        paragraphs: [
          'Təşkilatçılar oyunu elan edildiyi kimi keçirməli, nəticələri düzgün qeyd etməli və oyunçuların məlumatlarından yalnız həmin oyun üçün istifadə etməlidirlər.',
        ],
      },
      {
        id: 'liability',
        heading: 'Məsuliyyət',
        paragraphs: [
          'Platformanın fasiləsiz işləməsi üçün əlimizdən gələni edirik, lakin texniki nasazlıqlara və üçüncü şəxslərin (meydança, təşkilatçı, ödəniş provayderi) hərəkətlərinə görə qanunun icazə verdiyi həddə məsuliyyət daşımırıq.',
        ],
      },
      {
        id: 'changes',
        heading: 'Dəyişikliklər və tətbiq olunan hüquq',
        paragraphs: [
          'Şərtləri dəyişə bilərik; əhəmiyyətli dəyişiklikləri qüvvəyə minməzdən əvvəl elan edirik. Bu şərtlərə Azərbaycan Respublikasının qanunvericiliyi tətbiq olunur.',
        ],
      },
      {
        id: 'contact',
        heading: 'Əlaqə',
        paragraphs: [`Suallarınız üçün: ${SUPPORT_EMAIL}.`],
      },
    ],
  },
  ru: {
    title: 'Условия использования',
    intro:
      'Эти условия определяют правила пользования платформой Oyna. Регистрируясь или входя через Google или Telegram, вы соглашаетесь с ними.',
    sections: [
      {
        id: 'service',
        heading: 'Сервис',
        paragraphs: [
          'Oyna помогает находить футбольные игры в Баку, записываться на них, оплачивать участие и управлять командами. Игры на площадках проводят организаторы; Oyna связывает их с игроками и ведёт места, платежи и деление на команды.',
        ],
      },
      {
        id: 'account',
        heading: 'Аккаунт',
        items: [
          `Для регистрации вам должно быть не меньше ${minAge} ${pluralForm('ru', minAge, { one: 'года', few: 'лет', many: 'лет', other: 'года' })}; до 18 лет нужно согласие родителя или законного представителя.`,
          'Указывайте о себе верные данные и заводите только один аккаунт.',
          'Никому не сообщайте пароль. Вы отвечаете за действия, совершённые с вашего аккаунта.',
        ],
      },
      {
        id: 'payments',
        heading: 'Игры и оплата',
        items: [
          'Цены указаны в манатах (₼); цена, которую вы видите до записи, и есть цена к оплате.',
          'Платить можно с баланса или наличными. При оплате наличными место подтверждается сразу, а деньги передаются организатору на площадке.',
          `На первую игру действует скидка ${FIRST_GAME_DISCOUNT_PERCENT}%. Скидки не суммируются: применяется наибольшая.`,
          'Если игра заполнена, вы бесплатно встаёте в очередь; когда место освобождается, списывается оплата и приходит уведомление.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Отмена и возврат',
        items: [
          `Если вы отказываетесь от игры более чем за ${refundHours} ${pluralForm('ru', refundHours, { one: 'час', few: 'часа', many: 'часов', other: 'часа' })} до начала, сумма полностью возвращается на баланс.`,
          'При более поздней отмене деньги возвращаются, только если ваше место займёт игрок из очереди.',
          'Если игру отменяет организатор, всем игрокам возвращается полная сумма.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Правила поведения',
        paragraphs: [
          'Уважайте соперников, партнёров, судей и работников площадки. Насилие, оскорбления, дискриминация и умышленно грубая игра запрещены. Аккаунт нарушителя может быть ограничен или закрыт.',
        ],
      },
      {
        id: 'health',
        heading: 'Здоровье и риск',
        paragraphs: [
          'Футбол — контактный вид спорта с риском травм. Убедитесь, что состояние здоровья позволяет вам играть. За состояние площадки отвечает её владелец, за проведение игры — организатор.',
        ],
      },
      {
        id: 'organizers',
        heading: 'Организаторы',
        paragraphs: [
          'Организаторы обязаны проводить игру так, как она объявлена, верно вносить результаты и использовать данные игроков только для этой игры.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ответственность',
        paragraphs: [
          'Мы делаем всё, чтобы платформа работала без перебоев, но в пределах, допустимых законом, не отвечаем за технические сбои и действия третьих лиц (площадки, организатора, платёжного провайдера).',
        ],
      },
      {
        id: 'changes',
        heading: 'Изменения и применимое право',
        paragraphs: [
          'Мы можем менять условия; о существенных изменениях сообщаем до их вступления в силу. К этим условиям применяется законодательство Азербайджанской Республики.',
        ],
      },
      {
        id: 'contact',
        heading: 'Контакты',
        paragraphs: [`По всем вопросам: ${SUPPORT_EMAIL}.`],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    intro:
      'These terms set out the rules for using Oyna. By registering, or by signing in with Google or Telegram, you agree to them.',
    sections: [
      {
        id: 'service',
        heading: 'The service',
        paragraphs: [
          'Oyna lets you find football games in Baku, register for them, pay and run teams. Games are held at venues by organizers; Oyna connects them with players and manages places, payments and team balancing.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        items: [
          `You must be at least ${minAge} ${pluralForm('en', minAge, { one: 'year', other: 'years' })} old to register; under 18 you need the consent of a parent or legal guardian.`,
          'Give accurate details about yourself and open only one account.',
          'Never share your password. You are responsible for what is done with your account.',
        ],
      },
      {
        id: 'payments',
        heading: 'Games and payments',
        items: [
          'Prices are shown in manat (₼); the price you see before registering is the price you pay.',
          'You can pay from your balance or in cash. With cash, your place is confirmed at once and you pay the organizer at the venue.',
          `Your first game is ${FIRST_GAME_DISCOUNT_PERCENT}% off. Discounts do not add up: the largest one applies.`,
          'If a game is full, you join the waiting list for free; when a place frees up, you are charged and notified.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellations and refunds',
        items: [
          `Cancel more than ${refundHours} ${pluralForm('en', refundHours, { one: 'hour', other: 'hours' })} before kick-off and the full amount returns to your balance.`,
          'Cancel later and you are refunded only if a player from the waiting list takes your place.',
          'If the organizer cancels a game, every player is refunded in full.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Conduct',
        paragraphs: [
          'Respect opponents, teammates, referees and venue staff. Violence, abuse, discrimination and deliberate foul play are not allowed. The account of a player who breaks these rules may be restricted or closed.',
        ],
      },
      {
        id: 'health',
        heading: 'Health and risk',
        paragraphs: [
          'Football is a contact sport and carries a risk of injury. Make sure your health allows you to play. The venue owner is responsible for the pitch, the organizer for running the game.',
        ],
      },
      {
        id: 'organizers',
        heading: 'Organizers',
        paragraphs: [
          'Organizers must run each game as announced, record results truthfully and use player data only for that game.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We do our best to keep the platform running without interruption, but to the extent the law allows we are not liable for technical failures or for what third parties (venues, organizers, payment providers) do.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and governing law',
        paragraphs: [
          'We may change these terms; we announce significant changes before they take effect. These terms are governed by the law of the Republic of Azerbaijan.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [`Questions: ${SUPPORT_EMAIL}.`],
      },
    ],
  },
};
