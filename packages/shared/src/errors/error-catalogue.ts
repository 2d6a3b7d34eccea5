import { MANDATORY_ONBOARDING_STEPS, PHOTO_MAX_MEGABYTES } from '../domain/player-profile.js';
import { MAX_GUESTS_PER_PLAYER } from '../domain/games.js';
import { PLAYER_OF_MATCH_VOTE_HOURS } from '../domain/results.js';
import { type Translated, translator } from '../i18n/languages.js';
import {
  INVITATION_EXPIRY_DAYS,
  MAX_FORMATIONS_PER_TEAM,
  MAX_TEAMS_PER_PLAYER,
  MAX_VICE_CAPTAINS,
  TEAM_MATCH_MAX_DAYS_AHEAD,
  TEAM_MEMBERS,
} from '../domain/teams.js';
import { pluralForm } from '../i18n/plural.js';

const mandatorySteps = MANDATORY_ONBOARDING_STEPS.length;
const voteHours = PLAYER_OF_MATCH_VOTE_HOURS;
const maxGuests: number = MAX_GUESTS_PER_PLAYER;
import { ADMIN_ERROR_CATALOGUE } from './admin-error-catalogue.js';
import { MONEY_ERROR_CATALOGUE } from './money-error-catalogue.js';
import { INTEGRATIONS_ERROR_CATALOGUE } from './integrations-error-catalogue.js';
import { SERIES_ERROR_CATALOGUE } from './series-messages.js';
import { ALERT_ERROR_CATALOGUE } from './alert-messages.js';
import { TELEGRAM_ERROR_CATALOGUE } from './telegram-error-catalogue.js';
import { TELEGRAM_MINI_APP_ERROR_CATALOGUE } from './telegram-mini-app-messages.js';
import { PUSH_ERROR_CATALOGUE } from './push-error-catalogue.js';
import { COMPETITION_ERROR_CATALOGUE } from './competition-error-catalogue.js';
import { AREA_ERROR_CATALOGUE } from './area-messages.js';

/**
 * Every machine-readable error code the API returns, with its human message in each
 * language. The API puts the message into `detail`; the web app can show it as is.
 */
export const ERROR_CATALOGUE = {
  validation_failed: {
    az: 'Göndərilən məlumatlar yanlışdır. Sahələri yoxlayın.',
    ru: 'Отправленные данные неверны. Проверьте поля.',
    en: 'The data sent is not valid. Check the fields.',
  },
  bad_request: {
    az: 'Sorğu düzgün deyil.',
    ru: 'Некорректный запрос.',
    en: 'The request is malformed.',
  },
  route_not_found: {
    az: 'Belə ünvan yoxdur.',
    ru: 'Такого адреса нет.',
    en: 'There is no such address.',
  },
  not_found: {
    az: 'Axtardığınız tapılmadı.',
    ru: 'Ничего не найдено.',
    en: 'Not found.',
  },
  venue_not_found: {
    az: 'Belə meydança tapılmadı.',
    ru: 'Такая площадка не найдена.',
    en: 'This venue was not found.',
  },
  unauthorized: {
    az: 'Daxil olmaq lazımdır.',
    ru: 'Необходимо войти в систему.',
    en: 'You need to sign in.',
  },
  forbidden: {
    az: 'Bu əməliyyat üçün icazəniz yoxdur.',
    ru: 'У вас нет прав на это действие.',
    en: 'You are not allowed to do this.',
  },
  conflict: {
    az: 'Bu əməliyyat mövcud məlumatlarla ziddiyyət təşkil edir.',
    ru: 'Это действие конфликтует с существующими данными.',
    en: 'This conflicts with existing data.',
  },
  payload_too_large: {
    az: 'Göndərilən məlumat çox böyükdür.',
    ru: 'Отправленные данные слишком велики.',
    en: 'The data sent is too large.',
  },
  unsupported_media_type: {
    az: 'Bu məlumat formatı dəstəklənmir.',
    ru: 'Этот формат данных не поддерживается.',
    en: 'This content type is not supported.',
  },
  method_not_allowed: {
    az: 'Bu ünvan üçün belə sorğu mümkün deyil.',
    ru: 'Этот метод недоступен для данного адреса.',
    en: 'This method is not allowed here.',
  },
  uri_too_long: {
    az: 'Ünvan çox uzundur.',
    ru: 'Адрес слишком длинный.',
    en: 'The address is too long.',
  },
  request_timeout: {
    az: 'Sorğu vaxtında tam gəlib çatmadı. Yenidən cəhd edin.',
    ru: 'Запрос не успел прийти полностью. Попробуйте ещё раз.',
    en: 'The request did not arrive in time. Try again.',
  },
  headers_too_large: {
    az: 'Sorğunun başlıqları çox böyükdür.',
    ru: 'Заголовки запроса слишком велики.',
    en: 'The request headers are too large.',
  },
  account_token_invalid: {
    az: 'Bu keçid işləmir. Yeni məktub istəyin.',
    ru: 'Эта ссылка не работает. Запросите новое письмо.',
    en: 'This link does not work. Ask for a new email.',
  },
  account_token_used: {
    az: 'Bu keçiddən artıq istifadə olunub. Lazımdırsa, yeni məktub istəyin.',
    ru: 'Эта ссылка уже использована. Если нужно, запросите новое письмо.',
    en: 'This link has already been used. Ask for a new email if you need one.',
  },
  account_token_expired: {
    az: 'Bu keçidin vaxtı bitib. Yeni məktub istəyin.',
    ru: 'Срок действия этой ссылки истёк. Запросите новое письмо.',
    en: 'This link has expired. Ask for a new email.',
  },
  email_taken: {
    az: 'Bu e-poçt ünvanı ilə artıq hesab var. Daxil olun və ya başqa ünvan yazın.',
    ru: 'Аккаунт с этим адресом электронной почты уже существует. Войдите или укажите другой адрес.',
    en: 'An account with this email already exists. Sign in or use another address.',
  },
  password_too_common: {
    az: 'Bu şifrə çox geniş yayılıb və asanlıqla tapıla bilər. Başqa şifrə seçin.',
    ru: 'Этот пароль слишком распространён, его легко подобрать. Выберите другой.',
    en: 'This password is too common and easy to guess. Choose another one.',
  },
  invalid_credentials: {
    az: 'E-poçt və ya şifrə yanlışdır.',
    ru: 'Неверный адрес электронной почты или пароль.',
    en: 'The email or password is incorrect.',
  },
  session_expired: {
    az: 'Sessiyanın vaxtı bitib. Yenidən daxil olun.',
    ru: 'Сеанс завершён. Войдите снова.',
    en: 'Your session has ended. Sign in again.',
  },
  current_password_incorrect: {
    az: 'Cari şifrə yanlışdır.',
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is incorrect.',
  },
  password_not_set: {
    az: 'Bu hesaba Google və ya Telegram ilə daxil olunur, onun şifrəsi yoxdur.',
    ru: 'В этот аккаунт входят через Google или Telegram, пароля у него нет.',
    en: 'This account signs in with Google or Telegram and has no password.',
  },
  session_not_found: {
    az: 'Belə aktiv sessiya yoxdur.',
    ru: 'Такого активного сеанса нет.',
    en: 'There is no such active session.',
  },
  oauth_state_invalid: {
    az: 'Giriş sorğusunun vaxtı keçib və ya o etibarsızdır. Yenidən cəhd edin.',
    ru: 'Запрос на вход устарел или недействителен. Попробуйте ещё раз.',
    en: 'The sign-in request has expired or is not valid. Try again.',
  },
  google_login_failed: {
    az: 'Google ilə daxil olmaq alınmadı. Yenidən cəhd edin.',
    ru: 'Не удалось войти через Google. Попробуйте ещё раз.',
    en: 'Signing in with Google failed. Try again.',
  },
  telegram_auth_invalid: {
    az: 'Telegram ilə giriş məlumatlarını təsdiqləmək mümkün olmadı.',
    ru: 'Не удалось подтвердить данные входа через Telegram.',
    en: 'The Telegram sign-in data could not be verified.',
  },
  telegram_auth_expired: {
    az: 'Telegram ilə girişin vaxtı keçib. Yenidən daxil olun.',
    ru: 'Данные входа через Telegram устарели. Войдите снова.',
    en: 'The Telegram sign-in has expired. Sign in again.',
  },
  onboarding_step_mandatory: {
    az: `İlk ${mandatorySteps} addım məcburidir.`,
    ru: `Первые ${mandatorySteps} ${pluralForm('ru', mandatorySteps, { one: 'шаг обязателен', few: 'шага обязательны', many: 'шагов обязательны', other: 'шага обязательны' })}.`,
    en: `First ${mandatorySteps} steps are mandatory.`,
  },
  onboarding_incomplete: {
    az: 'Qeydiyyatı tamamlamaq alınmadı. Əvvəlcə aşağıda göstərilən addımları bitirin.',
    ru: 'Не удалось завершить регистрацию. Сначала пройдите шаги, указанные ниже.',
    en: 'Failed to complete registration. Finish the steps listed below first.',
  },
  photo_missing: {
    az: 'Yükləmək üçün şəkil seçin.',
    ru: 'Выберите фото для загрузки.',
    en: 'Choose a photo to upload.',
  },
  photo_too_large: {
    az: `Şəkil çox böyükdür. Maksimum ${PHOTO_MAX_MEGABYTES} MB.`,
    ru: `Фото слишком большое. Максимум ${PHOTO_MAX_MEGABYTES} МБ.`,
    en: `Photo is too large. Maximum ${PHOTO_MAX_MEGABYTES}MB.`,
  },
  photo_invalid: {
    az: 'Şəkli JPG və ya PNG formatında yükləyin.',
    ru: 'Загрузите фото в формате JPG или PNG.',
    en: 'Upload the photo as a JPG or PNG.',
  },
  photo_dimensions_too_large: {
    az: 'Şəklin ölçüləri çox böyükdür: ən çoxu 8000 × 8000 piksel ola bilər.',
    ru: 'Слишком большое разрешение фото: не более 8000 × 8000 пикселей.',
    en: 'The photo has too many pixels: at most 8000 × 8000.',
  },
  insufficient_balance: {
    az: 'Balansınızda kifayət qədər vəsait yoxdur. Balansı artırıb yenidən cəhd edin.',
    ru: 'На балансе недостаточно средств. Пополните баланс и попробуйте снова.',
    en: 'There is not enough money in your balance. Top it up and try again.',
  },
  idempotency_key_required: {
    az: 'Sorğuda Idempotency-Key başlığı olmalıdır.',
    ru: 'В запросе нужен заголовок Idempotency-Key.',
    en: 'The request needs an Idempotency-Key header.',
  },
  idempotency_key_reused: {
    az: 'Bu Idempotency-Key artıq başqa məlumatlarla olan sorğu üçün istifadə edilib.',
    ru: 'Этот Idempotency-Key уже использован для запроса с другими данными.',
    en: 'This Idempotency-Key was already used for a request with different data.',
  },
  payment_not_found: {
    az: 'Belə ödəniş tapılmadı.',
    ru: 'Такой платёж не найден.',
    en: 'This payment was not found.',
  },
  payment_not_pending: {
    az: 'Bu ödəniş artıq başa çatıb.',
    ru: 'Этот платёж уже завершён.',
    en: 'This payment has already been completed.',
  },
  payment_expired: {
    az: 'Ödənişin vaxtı keçib. Yeni ödəniş başladın.',
    ru: 'Срок платежа истёк. Начните новый платёж.',
    en: 'This payment has expired. Start a new one.',
  },
  payment_signature_invalid: {
    az: 'Ödəniş bildirişinin imzası yanlışdır.',
    ru: 'Неверная подпись уведомления о платеже.',
    en: 'The payment notification has an invalid signature.',
  },
  payment_provider_unavailable: {
    az: 'Ödəniş xidməti hazırda cavab vermir. Bir az sonra yenidən cəhd edin.',
    ru: 'Платёжный сервис сейчас не отвечает. Попробуйте чуть позже.',
    en: 'The payment service is not responding right now. Try again shortly.',
  },
  user_not_found: {
    az: 'Belə istifadəçi tapılmadı.',
    ru: 'Такой пользователь не найден.',
    en: 'This user was not found.',
  },
  game_not_found: {
    az: 'Belə oyun tapılmadı.',
    ru: 'Такая игра не найдена.',
    en: 'This game was not found.',
  },
  game_not_open: {
    az: 'Bu oyuna yazılmaq mümkün deyil: oyun ləğv edilib və ya başa çatıb.',
    ru: 'На эту игру нельзя записаться: она отменена или завершена.',
    en: 'You cannot join this game: it was cancelled or has finished.',
  },
  game_already_started: {
    az: 'Oyun artıq başlayıb.',
    ru: 'Игра уже началась.',
    en: 'The game has already started.',
  },
  registration_not_open_yet: {
    az: 'Bu oyuna yazılma {{opens_at}} açılır.',
    ru: 'Запись на игру откроется {{opens_at}}.',
    en: 'Registration opens on {{opens_at}}.',
  },
  already_registered: {
    az: 'Siz artıq bu oyuna yazılmısınız.',
    ru: 'Вы уже записаны на эту игру.',
    en: 'You are already registered for this game.',
  },
  level_out_of_range: {
    az: 'Bu oyun başqa səviyyəli oyunçular üçündür.',
    ru: 'Эта игра рассчитана на игроков другого уровня.',
    en: 'This game is for players of a different level.',
  },
  registration_not_found: {
    az: 'Siz bu oyuna yazılmamısınız.',
    ru: 'Вы не записаны на эту игру.',
    en: 'You are not registered for this game.',
  },
  guests_not_allowed: {
    az: 'Təşkilatçı bu oyuna qonaq oyunçu gətirməyə icazə vermir.',
    ru: 'Организатор не разрешает приводить игроков-гостей на эту игру.',
    en: 'The organizer does not allow guests in this game.',
  },
  guest_needs_your_place: {
    az: 'Qonaq oyunçu gətirmək üçün əvvəlcə özünüz oyunda təsdiqlənmiş yer tutmalısınız.',
    ru: 'Чтобы привести игрока-гостя, сначала займите в игре подтверждённое место сами.',
    en: 'To bring a guest, first take a confirmed place in the game yourself.',
  },
  guest_limit_reached: {
    az: `Bir oyuna ən çoxu ${maxGuests} qonaq oyunçu gətirmək olar.`,
    ru: `На одну игру можно привести не больше ${maxGuests} ${pluralForm('ru', maxGuests, { one: 'игрока-гостя', few: 'игроков-гостей', many: 'игроков-гостей', other: 'игрока-гостя' })}.`,
    en: `You can bring at most ${maxGuests} ${maxGuests === 1 ? 'guest' : 'guests'} to a game.`,
  },
  guest_name_taken: {
    az: 'Bu adda qonaq oyunçunuz artıq bu oyundadır.',
    ru: 'Ваш игрок-гость с таким именем уже записан на эту игру.',
    en: 'A guest of yours with this name is already in this game.',
  },
  guest_no_place: {
    az: 'Oyunda boş yer qalmayıb: qonaq oyunçu növbəyə yazılmır.',
    ru: 'Свободных мест в игре нет: игрока-гостя нельзя поставить в очередь.',
    en: 'The game has no free place left: guests cannot join the waitlist.',
  },
  guest_not_found: {
    az: 'Bu oyunda belə qonaq oyunçunuz yoxdur.',
    ru: 'У вас нет такого игрока-гостя в этой игре.',
    en: 'You have no such guest in this game.',
  },
  game_capacity_below_taken: {
    az: 'Yerlərin sayı artıq tutulmuş yerlərdən az ola bilməz.',
    ru: 'Мест не может быть меньше, чем уже занято.',
    en: 'There cannot be fewer places than are already taken.',
  },
  game_not_editable: {
    az: 'Ləğv edilmiş və ya başa çatmış oyunu dəyişmək olmaz.',
    ru: 'Отменённую или завершённую игру изменить нельзя.',
    en: 'A cancelled or finished game cannot be changed.',
  },
  venue_pitches_taken: {
    az: 'Bu vaxt meydançanın bütün sahələri tutulub ({{starts_at}}; sahələr: {{pitches}}). Başqa vaxt və ya meydança seçin.',
    ru: 'На это время все поля площадки заняты ({{starts_at}}; полей: {{pitches}}). Выберите другое время или площадку.',
    en: 'Every pitch of this venue is taken at that time ({{starts_at}}; pitches: {{pitches}}). Choose another time or venue.',
  },
  sides_too_few_players: {
    az: 'Komandalara bölmək üçün hər komandaya ən azı bir təsdiqlənmiş oyunçu lazımdır.',
    ru: 'Чтобы разделить на команды, нужно хотя бы по одному подтверждённому игроку на команду.',
    en: 'Splitting into teams needs at least one confirmed player per team.',
  },
  sides_invalid: {
    az: 'Komandalar düzgün deyil: hər təsdiqlənmiş oyunçu bir komandada olmalı, komandaların ölçüsü ən çox bir nəfər fərqlənməlidir.',
    ru: 'Команды составлены неверно: каждый подтверждённый игрок должен быть в одной команде, а размеры команд — отличаться не больше чем на одного.',
    en: 'The teams are not valid: every confirmed player must be in exactly one team, and team sizes may differ by at most one.',
  },
  sides_not_editable: {
    az: 'Ləğv edilmiş və ya nəticəsi yazılmış oyunun komandalarını dəyişmək olmaz.',
    ru: 'Нельзя менять команды отменённой игры или игры с записанным результатом.',
    en: 'The teams of a cancelled game or of a game with a recorded result cannot be changed.',
  },
  result_game_not_started: {
    az: 'Nəticəni yalnız oyun başlayandan sonra yazmaq olar.',
    ru: 'Результат можно записать только после начала игры.',
    en: 'A result can be recorded only after the game has kicked off.',
  },
  result_game_cancelled: {
    az: 'Ləğv edilmiş oyunun nəticəsi olmur.',
    ru: 'У отменённой игры не может быть результата.',
    en: 'A cancelled game has no result.',
  },
  result_players_mismatch: {
    az: 'Nəticədə oyunun hər təsdiqlənmiş oyunçusu yalnız bir dəfə göstərilməlidir.',
    ru: 'В результате каждый подтверждённый игрок игры должен быть указан ровно один раз.',
    en: 'The result must list every confirmed player of the game exactly once.',
  },
  result_side_without_players: {
    az: 'Hər komandada ən azı bir iştirak etmiş oyunçu olmalıdır.',
    ru: 'В каждой команде должен быть хотя бы один пришедший игрок.',
    en: 'Every team needs at least one player who attended.',
  },
  result_goals_exceed_score: {
    az: 'Oyunçuların qolları komandanın hesabından çox ola bilməz.',
    ru: 'Голов у игроков не может быть больше, чем счёт команды.',
    en: "The players' goals cannot add up to more than their team's score.",
  },
  result_goals_without_attendance: {
    az: 'Gəlməyən oyunçu qol vura bilməz.',
    ru: 'Игрок, который не пришёл на игру, не может забить гол.',
    en: 'A player who did not attend cannot score.',
  },
  result_player_of_match_invalid: {
    az: 'Matçın oyunçusu oyunda iştirak etmiş oyunçulardan biri olmalıdır.',
    ru: 'Игроком матча может быть только пришедший на игру игрок.',
    en: 'The player of the match must be one of the players who attended.',
  },
  result_not_recorded: {
    az: 'Bu oyunun nəticəsi hələ yazılmayıb.',
    ru: 'Результат этой игры ещё не записан.',
    en: 'The result of this game has not been recorded yet.',
  },
  vote_closed: {
    az: `Səsvermə bağlanıb: nəticədən sonra ${voteHours} saat keçib.`,
    ru: `Голосование закрыто: после результата прошло ${voteHours} ${pluralForm('ru', voteHours, { one: 'час', few: 'часа', many: 'часов', other: 'часа' })}.`,
    en: `Voting has closed: ${voteHours} ${pluralForm('en', voteHours, { one: 'hour has', other: 'hours have' })} passed since the result.`,
  },
  vote_not_attended: {
    az: 'Yalnız oyunda iştirak edən oyunçular səs verə bilər.',
    ru: 'Голосовать могут только игроки, пришедшие на игру.',
    en: 'Only players who attended the game can vote.',
  },
  vote_already_cast: {
    az: 'Siz artıq səs vermisiniz.',
    ru: 'Вы уже проголосовали.',
    en: 'You have already voted.',
  },
  vote_for_self: {
    az: 'Özünüzə səs verə bilməzsiniz.',
    ru: 'Нельзя голосовать за себя.',
    en: 'You cannot vote for yourself.',
  },
  vote_candidate_invalid: {
    az: 'Yalnız oyunda iştirak etmiş oyunçuya səs vermək olar.',
    ru: 'Голосовать можно только за игрока, пришедшего на игру.',
    en: 'You can vote only for a player who attended the game.',
  },
  profile_private: {
    az: 'Bu oyunçu profilini gizli saxlayır.',
    ru: 'Этот игрок скрыл свой профиль.',
    en: 'This player keeps their profile private.',
  },
  team_not_found: {
    az: 'Belə komanda tapılmadı.',
    ru: 'Такая команда не найдена.',
    en: 'This team was not found.',
  },
  team_name_taken: {
    az: 'Bu adda komanda artıq var. Başqa ad seçin.',
    ru: 'Команда с таким названием уже есть. Выберите другое.',
    en: 'A team with this name already exists. Choose another name.',
  },
  team_member_bounds: {
    az: `Komandada ən az ${TEAM_MEMBERS.min}, ən çox ${TEAM_MEMBERS.max} nəfər ola bilər və minimum maksimumdan çox ola bilməz.`,
    ru: `В команде может быть от ${TEAM_MEMBERS.min} до ${TEAM_MEMBERS.max} человек, и минимум не может быть больше максимума.`,
    en: `A team has between ${TEAM_MEMBERS.min} and ${TEAM_MEMBERS.max} members, and the minimum cannot be above the maximum.`,
  },
  team_max_below_count: {
    az: 'Maksimum komandanın indiki üzvlərinin sayından az ola bilməz (üzvlər: {{count}}).',
    ru: 'Максимум не может быть меньше нынешнего числа участников (участников: {{count}}).',
    en: 'The maximum cannot be below the current number of members ({{count}}).',
  },
  team_full: {
    az: 'Komanda doludur: ən çox {{max}} nəfər ola bilər.',
    ru: 'Команда заполнена: максимум участников — {{max}}.',
    en: 'The team is full: at most {{max}} members.',
  },
  team_inactive: {
    az: 'Bu komanda fəal deyil: yeni üzv və oyuna çağırış qəbul etmir.',
    ru: 'Эта команда неактивна: она не принимает новых участников и вызовы на матч.',
    en: 'This team is inactive: it takes no new members and no challenges.',
  },
  team_private: {
    az: 'Bu komanda gizlidir: ona yalnız dəvətlə, keçidlə və ya kodla qoşulmaq olar.',
    ru: 'Это закрытая команда: вступить можно только по приглашению, ссылке или коду.',
    en: 'This team is private: join it by invitation, with its link or with its code.',
  },
  team_already_member: {
    az: 'Siz artıq bu komandanın üzvüsünüz.',
    ru: 'Вы уже состоите в этой команде.',
    en: 'You are already a member of this team.',
  },
  team_player_already_member: {
    az: 'Bu oyunçu artıq komandanın üzvüdür.',
    ru: 'Этот игрок уже состоит в команде.',
    en: 'This player is already a member of the team.',
  },
  team_not_member: {
    az: 'Siz bu komandanın üzvü deyilsiniz.',
    ru: 'Вы не состоите в этой команде.',
    en: 'You are not a member of this team.',
  },
  team_member_not_found: {
    az: 'Bu oyunçu komandanın üzvü deyil.',
    ru: 'Этот игрок не состоит в команде.',
    en: 'This player is not a member of the team.',
  },
  team_captain_must_hand_over: {
    az: 'Komandadan çıxmazdan əvvəl kapitanlığı başqa üzvə verin.',
    ru: 'Прежде чем выйти из команды, передайте капитанство другому участнику.',
    en: 'Hand the captaincy to another member before you leave.',
  },
  team_captain_not_changeable: {
    az: 'Kapitanı komandadan çıxarmaq və ya rolunu dəyişmək olmaz: əvvəlcə kapitanlığı başqa üzvə verin.',
    ru: 'Капитана нельзя исключить или сменить ему роль: сначала передайте капитанство другому участнику.',
    en: 'The captain cannot be removed or given another role: transfer the captaincy first.',
  },
  team_membership_limit: {
    az: `Bir oyunçu eyni vaxtda ən çox ${MAX_TEAMS_PER_PLAYER} komandada ola bilər.`,
    ru: `Игрок может одновременно состоять не более чем в ${MAX_TEAMS_PER_PLAYER} командах.`,
    en: `A player can be in at most ${MAX_TEAMS_PER_PLAYER} teams at once.`,
  },
  team_vice_captain_limit: {
    az: `Komandanın ən çox ${MAX_VICE_CAPTAINS} kapitan müavini ola bilər.`,
    ru: `У команды может быть не более ${MAX_VICE_CAPTAINS} вице-капитанов.`,
    en: `A team can have at most ${MAX_VICE_CAPTAINS} vice-captains.`,
  },
  team_join_code_not_found: {
    az: 'Bu kodla komanda tapılmadı. Kodu kapitandan yenidən soruşun.',
    ru: 'Команда с таким кодом не найдена. Уточните код у капитана.',
    en: 'No team has this code. Ask the captain for it again.',
  },
  team_invite_link_invalid: {
    az: 'Bu keçid və ya kod artıq etibarlı deyil. Kapitandan yenisini istəyin.',
    ru: 'Эта ссылка или код больше не действуют. Попросите у капитана новые.',
    en: 'This link or code is no longer valid. Ask the captain for a new one.',
  },
  join_request_exists: {
    az: 'Sizin bu komandaya qoşulma sorğunuz artıq gözləmədədir.',
    ru: 'Ваша заявка на вступление в эту команду уже ожидает ответа.',
    en: 'Your join request to this team is already waiting for an answer.',
  },
  join_request_not_found: {
    az: 'Belə qoşulma sorğusu tapılmadı.',
    ru: 'Такая заявка на вступление не найдена.',
    en: 'This join request was not found.',
  },
  join_request_not_pending: {
    az: 'Bu qoşulma sorğusuna artıq cavab verilib və ya o ləğv edilib.',
    ru: 'На эту заявку на вступление уже ответили, или она отменена.',
    en: 'This join request has already been answered or cancelled.',
  },
  invitation_exists: {
    az: 'Bu oyunçunun bu komandaya cavab gözləyən dəvəti artıq var.',
    ru: 'У этого игрока уже есть ожидающее ответа приглашение в эту команду.',
    en: 'This player already has a pending invitation to this team.',
  },
  invitation_not_found: {
    az: 'Belə dəvət tapılmadı.',
    ru: 'Такое приглашение не найдено.',
    en: 'This invitation was not found.',
  },
  invitation_not_pending: {
    az: 'Bu dəvətə artıq cavab verilib və ya o ləğv edilib.',
    ru: 'На это приглашение уже ответили, или оно отменено.',
    en: 'This invitation has already been answered or cancelled.',
  },
  invitation_expired: {
    az: `Dəvətin vaxtı keçib: dəvət ${INVITATION_EXPIRY_DAYS} gün qüvvədədir. Kapitandan yenisini istəyin.`,
    ru: `Срок приглашения истёк: оно действует ${INVITATION_EXPIRY_DAYS} дней. Попросите капитана пригласить вас снова.`,
    en: `This invitation has expired: invitations last ${INVITATION_EXPIRY_DAYS} days. Ask the captain for a new one.`,
  },
  formation_not_found: {
    az: 'Belə oyun sxemi tapılmadı.',
    ru: 'Такая схема не найдена.',
    en: 'This formation was not found.',
  },
  formation_invalid: {
    az: 'Oyun sxemi formata uyğun deyil: bir qapıçı, formatdakı oyunçu sayı qədər mövqe və üst-üstə düşməyən yerlər olmalıdır.',
    ru: 'Схема не подходит к формату: нужен один вратарь, столько позиций, сколько игроков в формате, и позиции не должны совпадать.',
    en: 'The formation does not suit the format: one goalkeeper, as many slots as players per side, and no two slots on one spot.',
  },
  formation_assignment_invalid: {
    az: 'Hər mövqedə ən çox bir komanda üzvü ola bilər, hər üzv isə yalnız bir yerdə: ya meydanda, ya ehtiyatda.',
    ru: 'В каждой позиции может быть не больше одного участника команды, а каждый участник — только в одном месте: на поле или в запасе.',
    en: 'Each slot holds at most one team member, and each member stands in one place only: on the pitch or on the bench.',
  },
  formation_lock_invalid: {
    az: 'Sabitlənmiş oyunçu komandanın mövcud üzvü olmalı və sxemdəki bir mövqeyə bir dəfə sabitlənməlidir.',
    ru: 'Закреплённый игрок должен быть доступным участником команды и быть закреплён один раз за одной позицией схемы.',
    en: 'A locked player must be an available team member, locked once to one slot of the formation.',
  },
  formation_name_taken: {
    az: 'Komandanın bu adda oyun sxemi artıq var.',
    ru: 'У команды уже есть схема с таким названием.',
    en: 'The team already has a formation with this name.',
  },
  formation_limit: {
    az: `Komanda ən çox ${MAX_FORMATIONS_PER_TEAM} oyun sxemi saxlaya bilər.`,
    ru: `Команда может хранить не более ${MAX_FORMATIONS_PER_TEAM} схем.`,
    en: `A team can keep at most ${MAX_FORMATIONS_PER_TEAM} formations.`,
  },
  team_match_not_found: {
    az: 'Belə yoldaşlıq oyunu tapılmadı.',
    ru: 'Такой товарищеский матч не найден.',
    en: 'This team match was not found.',
  },
  team_match_same_team: {
    az: 'Komanda özünü oyuna çağıra bilməz.',
    ru: 'Команда не может вызвать на матч саму себя.',
    en: 'A team cannot challenge itself.',
  },
  team_match_time_invalid: {
    az: `Oyunun vaxtı gələcəkdə və ən çoxu ${TEAM_MATCH_MAX_DAYS_AHEAD} gün sonra olmalıdır.`,
    ru: `Матч должен начинаться в будущем, не позже чем через ${TEAM_MATCH_MAX_DAYS_AHEAD} дней.`,
    en: `The kick-off must be in the future and at most ${TEAM_MATCH_MAX_DAYS_AHEAD} days ahead.`,
  },
  team_match_not_proposed: {
    az: 'Bu oyuna çağırışa artıq cavab verilib.',
    ru: 'На этот вызов на матч уже ответили.',
    en: 'This challenge has already been answered.',
  },
  team_match_already_started: {
    az: 'Oyun artıq başlayıb.',
    ru: 'Матч уже начался.',
    en: 'The match has already kicked off.',
  },
  team_match_not_cancellable: {
    az: 'Yalnız başlamamış, gözləmədə olan və ya qəbul edilmiş oyunu ləğv etmək olar.',
    ru: 'Отменить можно только не начавшийся матч, ожидающий ответа или принятый.',
    en: 'Only a match that has not kicked off, waiting for an answer or accepted, can be cancelled.',
  },
  team_match_not_finished: {
    az: 'Nəticəni yalnız oyun bitəndən sonra qeyd etmək olar: {{opens_at}}.',
    ru: 'Результат можно записать только после окончания матча: {{opens_at}}.',
    en: 'The result can be recorded only once the match is over: {{opens_at}}.',
  },
  team_match_result_not_open: {
    az: 'Bu oyunun nəticəsini indi yazmaq olmaz: oyun qəbul edilməyib və ya nəticə artıq təsdiqlənib.',
    ru: 'Записать результат этого матча сейчас нельзя: матч не принят или результат уже подтверждён.',
    en: 'The result of this match cannot be recorded now: the match was not accepted, or its result is already confirmed.',
  },
  team_match_result_not_pending: {
    az: 'Təsdiq gözləyən nəticə yoxdur.',
    ru: 'Нет результата, ожидающего подтверждения.',
    en: 'There is no result waiting for confirmation.',
  },
  team_match_squad_closed: {
    az: 'Matç heyətini yalnız oyun qəbul ediləndən sonra, nəticə yazılmamışdan əvvəl və ya nəticə mübahisəli olanda dəyişmək olar.',
    ru: 'Состав на матч можно менять только после принятия вызова и до записи результата, или пока результат оспорен.',
    en: 'The squad can change only once the match is accepted and before the result is recorded, or while the result is disputed.',
  },

  team_match_squad_invalid: {
    az: 'Matç heyətinə yalnız komandanın üzvləri daxil ola bilər; bir oyunçu iki komandada oynaya bilməz.',
    ru: 'В состав на матч входят только участники команды; один игрок не может играть за обе команды.',
    en: 'A squad holds only members of its team, and no player can play for both teams.',
  },
  team_match_squad_missing: {
    az: 'Nəticədən əvvəl hər iki komandanın kapitanı matç heyətini seçməlidir.',
    ru: 'До записи результата капитаны обеих команд должны выбрать состав на матч.',
    en: 'Both captains must pick their squads before the result is recorded.',
  },
  team_match_result_players_mismatch: {
    az: 'Nəticədə hər iki matç heyətinin hər oyunçusu bir dəfə göstərilməlidir.',
    ru: 'В результате каждый игрок обоих составов должен быть указан ровно один раз.',
    en: 'The result must list every player of both squads exactly once.',
  },
  rate_limited: {
    az: 'Çox sayda sorğu göndərildi. Bir az gözləyib yenidən cəhd edin.',
    ru: 'Слишком много запросов. Подождите и попробуйте снова.',
    en: 'Too many requests. Wait a moment and try again.',
  },
  service_unavailable: {
    az: 'Xidmət müvəqqəti əlçatan deyil. Bir az sonra yenidən cəhd edin.',
    ru: 'Сервис временно недоступен. Попробуйте чуть позже.',
    en: 'The service is temporarily unavailable. Try again shortly.',
  },
  internal_error: {
    az: 'Gözlənilməz xəta baş verdi. Bir az sonra yenidən cəhd edin.',
    ru: 'Произошла непредвиденная ошибка. Попробуйте позже.',
    en: 'Something went wrong on our side. Try again later.',
  },
  ...ADMIN_ERROR_CATALOGUE,
  ...MONEY_ERROR_CATALOGUE,
  ...INTEGRATIONS_ERROR_CATALOGUE,
  ...SERIES_ERROR_CATALOGUE,
  ...ALERT_ERROR_CATALOGUE,
  ...TELEGRAM_ERROR_CATALOGUE,
  ...TELEGRAM_MINI_APP_ERROR_CATALOGUE,
  ...PUSH_ERROR_CATALOGUE,
  ...COMPETITION_ERROR_CATALOGUE,
  ...AREA_ERROR_CATALOGUE,
} as const satisfies Record<string, Translated>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The message of a code in a language, with `{{name}}` placeholders filled from `params`. */
export const errorMessage = translator(ERROR_CATALOGUE);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
