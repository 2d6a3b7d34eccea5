/**
 * The drawing of the Oyna mark, a ball on a pitch-green tile, in a 64x64 view box: one drawing for
 * the app's logo and the landing page's, which draws it without MUI.
 */
export function LogoShapes() {
  return (
    <>
      <rect width="64" height="64" rx="14" fill="#15803d" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M32 21.5l8.5 6.2-3.2 10h-10.6l-3.2-10z" fill="#fff" />
      <path
        d="M32 13v8.5M40.5 27.7l8-2.6M37.3 37.7l5 6.8M26.7 37.7l-5 6.8M23.5 27.7l-8-2.6"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  );
}
