import type { Translated } from '../i18n/languages.js';

/** Error codes of competitions (turnirlər), kept beside the main catalogue, which spreads them in. */
export const COMPETITION_ERROR_CATALOGUE = {
  competition_not_found: {
    az: 'Belə turnir tapılmadı.',
    ru: 'Такой турнир не найден.',
    en: 'This competition was not found.',
  },
  competition_match_not_found: {
    az: 'Turnirdə belə matç tapılmadı.',
    ru: 'Такой матч турнира не найден.',
    en: 'This competition match was not found.',
  },
  competition_organizer_only: {
    az: 'Bunu yalnız turnirin təşkilatçısı və ya admin edə bilər.',
    ru: 'Это может сделать только организатор турнира или администратор.',
    en: "Only the competition's organizer or an admin can do this.",
  },
  competition_not_registering: {
    az: 'Bu turnirdə qeydiyyat bağlıdır.',
    ru: 'Регистрация на этот турнир закрыта.',
    en: 'Registration for this competition is closed.',
  },
  competition_deadline_passed: {
    az: 'Qeydiyyatın son tarixi keçib.',
    ru: 'Срок регистрации истёк.',
    en: 'The registration deadline has passed.',
  },
  competition_deadline_invalid: {
    az: 'Qeydiyyatın son tarixi gələcəkdə və ilk oyun günündən əvvəl olmalıdır.',
    ru: 'Срок регистрации должен быть в будущем и раньше первого игрового дня.',
    en: 'The registration deadline must be in the future and before the first match day.',
  },
  competition_full: {
    az: 'Turnirdə boş yer qalmayıb.',
    ru: 'В турнире не осталось мест.',
    en: 'The competition has no places left.',
  },
  competition_platinum_only: {
    az: 'Bu turnir yalnız kapitanı platin statuslu olan komandalar üçündür.',
    ru: 'Этот турнир только для команд, капитан которых имеет статус «Платина».',
    en: 'This competition is only for teams whose captain is platinum.',
  },
  competition_captain_only: {
    az: 'Komandanı yalnız onun kapitanı qeydiyyatdan keçirə və ya çıxara bilər.',
    ru: 'Зарегистрировать или снять команду может только её капитан.',
    en: 'Only the team captain can register or withdraw the team.',
  },
  competition_team_registered: {
    az: 'Bu komanda artıq turnirdə qeydiyyatdadır.',
    ru: 'Эта команда уже зарегистрирована в турнире.',
    en: 'This team is already registered for the competition.',
  },
  competition_team_refused: {
    az: 'Təşkilatçı bu komandanın qeydiyyatını rədd edib.',
    ru: 'Организатор отклонил регистрацию этой команды.',
    en: "The organizer refused this team's registration.",
  },
  competition_team_too_small: {
    az: 'Komandada turnirin tələb etdiyi qədər oyunçu yoxdur.',
    ru: 'В команде меньше игроков, чем требует турнир.',
    en: 'The team has fewer players than the competition requires.',
  },
  competition_registration_not_found: {
    az: 'Bu komanda turnirdə qeydiyyatda deyil.',
    ru: 'Эта команда не зарегистрирована в турнире.',
    en: 'This team is not registered for the competition.',
  },
  competition_not_editable: {
    az: 'Püşkatmadan sonra turnirin qaydalarını dəyişmək olmaz.',
    ru: 'После жеребьёвки правила турнира менять нельзя.',
    en: "The competition's rules cannot change after the draw.",
  },
  competition_fee_locked: {
    az: 'Komandalar artıq ödəniş edib: iştirak haqqını dəyişmək olmaz.',
    ru: 'Команды уже оплатили участие: взнос менять нельзя.',
    en: 'Teams have already paid: the entry fee cannot change.',
  },
  competition_format_invalid: {
    az: 'Turnirin formatı üçün parametrlər düzgün deyil (qrupların sayı, qrupdan çıxan komandalar).',
    ru: 'Параметры формата турнира неверны (число групп, выходящие из группы команды).',
    en: "The format's settings are not valid (number of groups, teams going through).",
  },
  competition_venue_invalid: {
    az: 'Seçilmiş meydança və ya sahə mövcud deyil.',
    ru: 'Выбранная площадка или поле не существует.',
    en: 'A chosen venue or pitch does not exist.',
  },
  competition_schedule_failed: {
    az: 'Bütün matçları seçilmiş sahələrə və vaxtlara yerləşdirmək mümkün olmadı. Daha çox gün və ya sahə əlavə edin.',
    ru: 'Не удалось разместить все матчи на выбранных полях и во времени. Добавьте дни или поля.',
    en: 'Not every match fits on the chosen pitches and time windows. Add days or pitches.',
  },
  competition_match_not_ready: {
    az: 'Bu matçın komandaları hələ məlum deyil.',
    ru: 'Команды этого матча ещё не определены.',
    en: "This match's teams are not known yet.",
  },
  competition_match_not_started: {
    az: 'Nəticəni matç başlayandan sonra yazmaq olar.',
    ru: 'Результат можно внести после начала матча.',
    en: 'A result can be recorded once the match has started.',
  },
  competition_match_played: {
    az: 'Bu matç artıq oynanılıb: onu köçürmək olmaz.',
    ru: 'Этот матч уже сыгран: его нельзя перенести.',
    en: 'This match has already been played: it cannot be moved.',
  },
  competition_penalties_required: {
    az: 'Pley-off matçında heç-heçə olduqda penalti seriyasının qalibini göstərin.',
    ru: 'При ничьей в матче плей-офф укажите победителя серии пенальти.',
    en: 'A drawn knockout match needs the winner of the penalty shoot-out.',
  },
  competition_goals_mismatch: {
    az: 'Qol müəlliflərinin sayı hesabla uyğun gəlmir.',
    ru: 'Число авторов голов не совпадает со счётом.',
    en: 'The scorers do not add up to the score.',
  },
  competition_scorer_not_member: {
    az: 'Qol müəllifi və ya kart alan oyunçu bu komandanın üzvü deyil.',
    ru: 'Автор гола или игрок с карточкой не состоит в этой команде.',
    en: 'A scorer or a booked player is not a member of that team.',
  },
  competition_scorer_not_in_lineup: {
    az: 'Qol müəllifi və ya kart alan oyunçu bu komandanın matç heyətində deyil.',
    ru: 'Автора гола или игрока с карточкой нет в составе этой команды на матч.',
    en: "A scorer or a booked player is not in that team's line-up.",
  },
  competition_lineup_required: {
    az: 'Hər komanda üçün matçda kimin oynadığını qeyd edin.',
    ru: 'Отметьте, кто сыграл в матче за каждую команду.',
    en: 'Mark who played the match for each team.',
  },
  competition_lineup_not_member: {
    az: 'Matç heyətindəki oyunçulardan biri bu komandanın üzvü deyil.',
    ru: 'Один из игроков состава не состоит в этой команде.',
    en: 'A player in the line-up is not a member of that team.',
  },
  competition_lineup_duplicate: {
    az: 'Oyunçu matç heyətində iki dəfə ola bilməz.',
    ru: 'Игрок не может быть в составе дважды.',
    en: 'A player cannot be in the line-ups twice.',
  },
  competition_lineup_size: {
    az: 'Hər komandanın matç heyətində {{min}}–{{max}} oyunçu olmalıdır.',
    ru: 'Число игроков в составе каждой команды: от {{min}} до {{max}}.',
    en: "Each team's line-up must have {{min}} to {{max}} players.",
  },
  competition_result_not_pending: {
    az: 'Təsdiq gözləyən nəticə yoxdur.',
    ru: 'Нет результата, ожидающего подтверждения.',
    en: 'There is no result waiting for confirmation.',
  },
  competition_pitch_taken: {
    az: 'Bu vaxtda sahə məşğuldur.',
    ru: 'Поле в это время занято.',
    en: 'The pitch is taken at that time.',
  },
  competition_team_rest: {
    az: 'Komandalardan birinin bu vaxta yaxın başqa matçı var (istirahət vaxtı çatmır).',
    ru: 'У одной из команд рядом по времени другой матч (не хватает отдыха).',
    en: 'One of the teams has another match too close to that time (not enough rest).',
  },
  competition_outside_window: {
    az: 'Matç turnirin oyun günləri və vaxtlarından kənardadır.',
    ru: 'Матч вне игровых дней и времени турнира.',
    en: "The match is outside the competition's days and time windows.",
  },
} as const satisfies Record<string, Translated>;
