export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  deviceType: 'phone' | 'tablet' | 'desktop' | null;
}

/** Most specific first: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A device as its owner would recognise it in a list of sessions ("Chrome on Android, phone"),
 * read from a User-Agent header. Names are products, the same in every language; anything not
 * recognised is null, never a guess.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const browser = first(BROWSERS, userAgent);
  const os = first(SYSTEMS, userAgent);
  let deviceType: DeviceDescription['deviceType'] = null;
  if (
    os === 'iPadOS' ||
    /\bTablet\b/.test(userAgent) ||
    (os === 'Android' && !/\bMobile\b/.test(userAgent))
  ) {
    deviceType = 'tablet';
  } else if (os === 'iOS' || /\bMobile\b/.test(userAgent)) {
    deviceType = 'phone';
  } else if (os) {
    deviceType = 'desktop';
  }
  return { browser, os, deviceType };
}
