import type { Language, Translated } from '../i18n/languages.js';

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
  provider_not_configured: {
    az: 'Bu giriş üsulu hazırda mövcud deyil.',
    ru: 'Этот способ входа сейчас недоступен.',
    en: 'This sign-in method is not available right now.',
  },
  onboarding_step_mandatory: {
    az: 'İlk 3 addım məcburidir.',
    ru: 'Первые 3 шага обязательны.',
    en: 'First 3 steps are mandatory.',
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
    az: 'Şəkil çox böyükdür. Maksimum 5 MB.',
    ru: 'Фото слишком большое. Максимум 5 МБ.',
    en: 'Photo is too large. Maximum 5MB.',
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
    az: 'Bu oyuna qeydiyyat mümkün deyil: oyun ləğv edilib və ya başa çatıb.',
    ru: 'На эту игру нельзя записаться: она отменена или завершена.',
    en: 'You cannot join this game: it was cancelled or has finished.',
  },
  game_already_started: {
    az: 'Oyun artıq başlayıb.',
    ru: 'Игра уже началась.',
    en: 'The game has already started.',
  },
  registration_not_open_yet: {
    az: 'Qeydiyyat {{opens_at}} açılır.',
    ru: 'Регистрация откроется {{opens_at}}.',
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
  teams_too_few_players: {
    az: 'Komandalara bölmək üçün hər komandaya ən azı bir təsdiqlənmiş oyunçu lazımdır.',
    ru: 'Чтобы разделить на команды, нужно хотя бы по одному подтверждённому игроку на команду.',
    en: 'Splitting into teams needs at least one confirmed player per team.',
  },
  teams_invalid: {
    az: 'Komandalar düzgün deyil: hər təsdiqlənmiş oyunçu bir komandada olmalı, komandaların ölçüsü ən çox bir nəfər fərqlənməlidir.',
    ru: 'Команды составлены неверно: каждый подтверждённый игрок должен быть в одной команде, а размеры команд — отличаться не больше чем на одного.',
    en: 'The teams are not valid: every confirmed player must be in exactly one team, and team sizes may differ by at most one.',
  },
  teams_not_editable: {
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
    az: 'Nəticədə oyunun hər təsdiqlənmiş oyunçusu bir dəfə göstərilməlidir.',
    ru: 'В результате каждый подтверждённый игрок игры должен быть указан ровно один раз.',
    en: 'The result must list every confirmed player of the game exactly once.',
  },
  result_team_without_players: {
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
    ru: 'Не пришедший игрок не может забить гол.',
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
    az: 'Səsvermə bağlanıb: nəticədən sonra 24 saat keçib.',
    ru: 'Голосование закрыто: после результата прошло 24 часа.',
    en: 'Voting has closed: 24 hours have passed since the result.',
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
} as const satisfies Record<string, Translated>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The message of a code in a language, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  return ERROR_CATALOGUE[code][language].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? placeholder) : placeholder,
  );
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
