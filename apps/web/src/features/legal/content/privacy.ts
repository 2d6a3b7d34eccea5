import { PLAYER_AGE, pluralForm, type Language } from '@oyna/shared';
import { PRIVACY_EMAIL, type LegalDocument } from './legal-document';

/** The youngest player age, from the rule the sign-up form and the API apply. */
const minAge = PLAYER_AGE.min;

/** The privacy policy of Oyna in each interface language. */
export const PRIVACY_POLICY: Record<Language, LegalDocument> = {
  az: {
    title: 'Məxfilik siyasəti',
    intro:
      'Bu siyasət Oyna-nın hansı fərdi məlumatları topladığını, onlardan nə üçün istifadə etdiyini, kimlərlə paylaşdığını və nə qədər saxladığını izah edir. Məlumatları «Fərdi məlumatlar haqqında» Azərbaycan Respublikasının Qanununa uyğun emal edirik.',
    sections: [
      {
        id: 'who',
        heading: 'Biz kimik',
        paragraphs: [
          'Oyna Bakıda həvəskar futbolçular üçün oyun tapmaq, oyunlara yazılmaq, ödəniş etmək və komanda idarə etmək platformasıdır. Məlumatlarınızın emalına görə Oyna məsuliyyət daşıyır.',
        ],
      },
      {
        id: 'data',
        heading: 'Hansı məlumatları saxlayırıq',
        items: [
          'Hesab: ad, soyad, e-poçt, interfeys dili və şifrənin geri qaytarıla bilməyən heşi. Şifrənin özünü saxlamırıq.',
          'Google və ya Telegram ilə giriş: həmin xidmətin verdiyi identifikator, ad, e-poçt (Google onu təsdiqləyibsə), istifadəçi adı və profil şəkli.',
          'Oyunçu profili: doğum tarixi, telefon, boy və çəki, mövqelər, bacarıq qiymətləri və oyun tərcihləri — onları özünüz doldurduqda.',
          'Oyun tarixçəsi: yazıldığınız və oynadığınız oyunlar, iştirak, nəticələr, statistika və reytinq.',
          'Ödənişlər: balansınız və manatla bütün əməliyyatlar (artırma, oyun ödənişi, geri qaytarma, bonus). Kart məlumatlarını ödəniş provayderi emal edir; kart nömrəsini nə görürük, nə də saxlayırıq.',
          'Texniki məlumatlar: giriş sessiyaları, IP ünvanı və brauzer növü — hesabınızı qorumaq və sui-istifadənin qarşısını almaq üçün.',
        ],
      },
      {
        id: 'why',
        heading: 'Nə üçün istifadə edirik',
        items: [
          'hesabınızı yaratmaq və daxil olanda sizi tanımaq;',
          'oyunlara yazılmanı, növbəni və ödənişləri aparmaq;',
          'komandaları bacarıq səviyyəsinə görə ədalətli bölmək və reytinqi hesablamaq;',
          'oyun dəyişəndə və ya ləğv olunanda sizə xəbər vermək;',
          'hesabınızı və platformanı fırıldaqçılıqdan qorumaq.',
        ],
        after: 'Məlumatlarınızı satmırıq və reklam məqsədilə istifadə etmirik.',
      },
      {
        id: 'sharing',
        heading: 'Kimlər məlumat alır',
        items: [
          'Oyun təşkilatçıları və komanda kapitanları — yalnız oyunu keçirmək üçün lazım olanları: adınız, telefonunuz, mövqeniz, bacarıq səviyyəniz, iştirak və ödəniş statusunuz. Onlar bu məlumatlardan başqa məqsədlə istifadə edə bilməzlər.',
          'Digər oyunçular — eyni oyunda və ya komandada olanlar adınızı, şəklinizi, mövqenizi və oyun statistikanızı görür.',
          'Xidmət göstərənlər — hostinq, e-poçt, SMS və bildiriş xidmətləri, ödəniş provayderləri; yalnız bizim tapşırığımızla və müqavilə əsasında.',
          'Dövlət orqanları — yalnız qanunun tələb etdiyi hallarda.',
        ],
      },
      {
        id: 'retention',
        heading: 'Nə qədər saxlayırıq',
        items: [
          'Hesab və profil məlumatları hesabınız açıq olduğu müddətdə saxlanılır. Hesabı silsəniz, onlar 30 gün ərzində silinir və ya anonimləşdirilir.',
          'Ödəniş qeydləri mühasibat və vergi qanunvericiliyinin tələb etdiyi müddətdə saxlanılır.',
          'Giriş sessiyası ən çoxu 30 gün davam edir; təhlükəsizlik jurnalları 90 gün saxlanılır.',
          'Adınız olmadan, anonim oyun statistikası reytinq cədvəllərinin düzgünlüyü üçün qala bilər.',
        ],
      },
      {
        id: 'rights',
        heading: 'Hüquqlarınız',
        paragraphs: [
          'Məlumatlarınızla tanış olmaq, onları düzəltmək, silmək, emala etiraz etmək və razılığınızı geri götürmək hüququnuz var. Profil məlumatlarının çoxunu özünüz dəyişə bilərsiniz; qalanları üçün bizə yazın — 30 gün ərzində cavab veririk. Cavabımız sizi qane etməsə, fərdi məlumatlar üzrə səlahiyyətli dövlət orqanına müraciət edə bilərsiniz.',
        ],
      },
      {
        id: 'children',
        heading: 'Yetkinlik yaşına çatmayanlar',
        paragraphs: [
          `Oyna ${minAge} və daha yuxarı yaşda olan oyunçular üçündür. 18 yaşınız yoxdursa, qeydiyyat üçün valideyninizin və ya qanuni nümayəndənizin razılığı lazımdır.`,
        ],
      },
      {
        id: 'security',
        heading: 'Təhlükəsizlik',
        paragraphs: [
          'Şifrələr argon2id ilə heşlənir, bağlantılar HTTPS ilə şifrələnir, giriş tokenləri qısamüddətlidir və hər yenilənmədə dəyişir. Çıxış etdikdə sessiya serverdə dərhal bağlanır.',
        ],
      },
      {
        id: 'contact',
        heading: 'Əlaqə',
        paragraphs: [
          `Məxfiliklə bağlı suallar və müraciətlər üçün: ${PRIVACY_EMAIL}. Bu siyasəti dəyişsək, yeni mətni burada dərc edəcək, əhəmiyyətli dəyişikliklər barədə isə əvvəlcədən xəbər verəcəyik.`,
        ],
      },
    ],
  },
  ru: {
    title: 'Политика конфиденциальности',
    intro:
      'Эта политика объясняет, какие персональные данные собирает Oyna, зачем они нужны, кому передаются и как долго хранятся. Мы обрабатываем данные в соответствии с Законом Азербайджанской Республики «О персональных данных».',
    sections: [
      {
        id: 'who',
        heading: 'Кто мы',
        paragraphs: [
          'Oyna — платформа для футболистов-любителей в Баку: поиск игр, запись, оплата и управление командами. За обработку ваших данных отвечает Oyna.',
        ],
      },
      {
        id: 'data',
        heading: 'Какие данные мы храним',
        items: [
          'Аккаунт: имя, фамилия, электронная почта, язык интерфейса и необратимый хеш пароля. Сам пароль мы не храним.',
          'Вход через Google или Telegram: идентификатор из этого сервиса, имя, почта (если Google её подтвердил), имя пользователя и фото профиля.',
          'Профиль игрока: дата рождения, телефон, рост и вес, позиции, оценки навыков и игровые предпочтения — если вы их заполните.',
          'История игр: игры, на которые вы записались и которые сыграли, явка, результаты, статистика и рейтинг.',
          'Платежи: ваш баланс и все операции в манатах (пополнения, оплата игр, возвраты, бонусы). Данные карты обрабатывает платёжный провайдер; номер карты мы не видим и не храним.',
          'Технические данные: сеансы входа, IP-адрес и тип браузера — чтобы защищать аккаунт и предотвращать злоупотребления.',
        ],
      },
      {
        id: 'why',
        heading: 'Зачем мы их используем',
        items: [
          'чтобы создать аккаунт и узнавать вас при входе;',
          'чтобы вести запись на игры, очередь и платежи;',
          'чтобы честно делить команды по уровню и считать рейтинг;',
          'чтобы сообщать вам об изменении или отмене игры;',
          'чтобы защищать ваш аккаунт и платформу от мошенничества.',
        ],
        after: 'Мы не продаём ваши данные и не используем их для рекламы.',
      },
      {
        id: 'sharing',
        heading: 'Кто получает данные',
        items: [
          'Организаторы игр и капитаны команд — только то, что нужно для проведения игры: имя, телефон, позиция, уровень навыков, статус участия и оплаты. Использовать эти данные для других целей они не вправе.',
          'Другие игроки — участники той же игры или команды видят ваше имя, фото, позицию и игровую статистику.',
          'Поставщики услуг — хостинг, сервисы почты, SMS и уведомлений, платёжные провайдеры; только по нашему поручению и по договору.',
          'Государственные органы — только когда этого требует закон.',
        ],
      },
      {
        id: 'retention',
        heading: 'Как долго мы храним данные',
        items: [
          'Данные аккаунта и профиля хранятся, пока аккаунт открыт. Если вы удалите аккаунт, они будут удалены или обезличены в течение 30 дней.',
          'Записи о платежах хранятся столько, сколько требует бухгалтерское и налоговое законодательство.',
          'Сеанс входа длится не более 30 дней; журналы безопасности хранятся 90 дней.',
          'Обезличенная игровая статистика без вашего имени может остаться, чтобы таблицы рейтинга оставались верными.',
        ],
      },
      {
        id: 'rights',
        heading: 'Ваши права',
        paragraphs: [
          'Вы вправе получить доступ к своим данным, исправить или удалить их, возразить против обработки и отозвать согласие. Большую часть профиля можно изменить самостоятельно; в остальных случаях напишите нам — мы отвечаем в течение 30 дней. Если ответ вас не устроит, вы можете обратиться в уполномоченный государственный орган по персональным данным.',
        ],
      },
      {
        id: 'children',
        heading: 'Несовершеннолетние',
        paragraphs: [
          `Oyna предназначена для игроков от ${minAge} ${pluralForm('ru', minAge, { one: 'года', few: 'лет', many: 'лет', other: 'года' })}. Если вам нет 18, для регистрации нужно согласие родителя или законного представителя.`,
        ],
      },
      {
        id: 'security',
        heading: 'Безопасность',
        paragraphs: [
          'Пароли хешируются алгоритмом argon2id, соединения шифруются по HTTPS, токены входа живут недолго и меняются при каждом обновлении. При выходе сеанс на сервере закрывается сразу.',
        ],
      },
      {
        id: 'contact',
        heading: 'Контакты',
        paragraphs: [
          `Вопросы и запросы о персональных данных: ${PRIVACY_EMAIL}. Если мы изменим политику, новая редакция появится здесь, а о существенных изменениях мы предупредим заранее.`,
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data Oyna collects, why, who receives it and how long it is kept. We process data in line with the Law of the Republic of Azerbaijan "On Personal Data".',
    sections: [
      {
        id: 'who',
        heading: 'Who we are',
        paragraphs: [
          'Oyna is a platform for amateur footballers in Baku to find games, register, pay and run teams. Oyna is responsible for the processing of your data.',
        ],
      },
      {
        id: 'data',
        heading: 'What we keep',
        items: [
          'Account: first and last name, email, interface language and a one-way hash of your password. We never store the password itself.',
          'Sign-in with Google or Telegram: the identifier that service gives us, your name, email (when Google has verified it), username and profile photo.',
          'Player profile: date of birth, phone, height and weight, positions, skill ratings and game preferences — when you fill them in.',
          'Game history: the games you registered for and played, attendance, results, statistics and rating.',
          'Payments: your balance and every transaction in manat (top-ups, game payments, refunds, bonuses). Card details are handled by the payment provider; we never see or store your card number.',
          'Technical data: sign-in sessions, IP address and browser type, to protect your account and prevent abuse.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        items: [
          'to create your account and recognise you when you sign in;',
          'to run registrations, waiting lists and payments for games;',
          'to balance teams fairly by skill and to calculate ratings;',
          'to tell you when a game changes or is cancelled;',
          'to protect your account and the platform from fraud.',
        ],
        after: 'We do not sell your data and do not use it for advertising.',
      },
      {
        id: 'sharing',
        heading: 'Who receives it',
        items: [
          'Game organizers and team captains — only what they need to run the game: your name, phone, position, skill level, attendance and payment status. They may not use it for anything else.',
          'Other players — people in the same game or team see your name, photo, position and game statistics.',
          'Service providers — hosting, email, SMS and notification services, payment providers; only on our instructions and under contract.',
          'Public authorities — only where the law requires it.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        items: [
          'Account and profile data are kept while your account is open. If you delete your account, they are deleted or anonymised within 30 days.',
          'Payment records are kept for as long as accounting and tax law requires.',
          'A sign-in session lasts at most 30 days; security logs are kept for 90 days.',
          'Anonymous game statistics, without your name, may remain so that rating tables stay correct.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          'You may access, correct and delete your data, object to its processing and withdraw your consent. You can change most of your profile yourself; for anything else, write to us — we answer within 30 days. If our answer does not satisfy you, you may complain to the public authority responsible for personal data.',
        ],
      },
      {
        id: 'children',
        heading: 'Minors',
        paragraphs: [
          `Oyna is for players aged ${minAge} and over. If you are under 18, you need the consent of a parent or legal guardian to register.`,
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'Passwords are hashed with argon2id, connections are encrypted with HTTPS, and sign-in tokens are short-lived and replaced on every refresh. When you log out, the session ends on the server at once.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          `Questions and requests about your data: ${PRIVACY_EMAIL}. If we change this policy, the new version is published here, and we announce significant changes in advance.`,
        ],
      },
    ],
  },
};
