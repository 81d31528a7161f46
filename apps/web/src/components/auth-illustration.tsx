import { useTranslation } from 'react-i18next';

/*
 * The image side of the public pages, drawn in SVG so it ships in the bundle (no external image,
 * works offline) and follows the theme through the tokens.
 */
export function AuthIllustration() {
  const { t } = useTranslation('auth');
  return (
    // A landmark of its own so that all content sits in one (axe "region"). Deep brand teal in both
    // themes: the dark theme's `primary` is a light teal meant for text and buttons.
    <aside
      aria-labelledby="auth-illustration-title"
      className="relative hidden flex-1 overflow-hidden bg-[#0f5e5b] lg:flex lg:flex-col lg:justify-between dark:bg-[#0c3b39]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,rgb(255_255_255/0.16),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(0_0_0/0.25),transparent_55%)] dark:bg-[radial-gradient(circle_at_20%_15%,rgb(255_255_255/0.07),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(0_0_0/0.35),transparent_55%)]"
      />
      <div className="relative px-12 pt-16 text-white xl:px-16 dark:text-[#e6eeee]">
        <p
          id="auth-illustration-title"
          className="max-w-md text-3xl font-semibold leading-tight tracking-tight xl:text-4xl"
        >
          {t('illustration.title')}
        </p>
        <p className="mt-4 max-w-md text-base leading-relaxed opacity-85">{t('illustration.text')}</p>
      </div>
      {/* In the dark theme the picture is dimmed so that it sits calmly beside the dark form. */}
      <svg
        viewBox="0 0 600 420"
        className="relative mt-10 w-full dark:opacity-70"
        role="presentation"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="sky-fade" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.10" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        <circle cx="470" cy="90" r="46" fill="#ffd9a0" opacity="0.9" />
        <path d="M0 300 C120 250 220 280 320 255 S520 220 600 240 V420 H0Z" fill="url(#sky-fade)" />
        {/* back row of buildings */}
        <g fill="#ffffff" opacity="0.12">
          <rect x="40" y="170" width="70" height="200" rx="4" />
          <rect x="120" y="130" width="60" height="240" rx="4" />
          <rect x="420" y="150" width="80" height="220" rx="4" />
          <rect x="510" y="190" width="60" height="180" rx="4" />
        </g>
        {/* apartment block */}
        <g>
          <rect x="190" y="150" width="130" height="230" rx="6" fill="#ffffff" opacity="0.92" />
          {[0, 1, 2, 3, 4].map((row) =>
            [0, 1, 2].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={206 + col * 38}
                y={170 + row * 38}
                width="24"
                height="24"
                rx="3"
                fill={(row + col) % 3 === 0 ? '#ffd9a0' : '#0f5e5b'}
                opacity={(row + col) % 3 === 0 ? 0.95 : 0.35}
              />
            )),
          )}
        </g>
        {/* house */}
        <g>
          <path d="M330 260 L400 200 L470 260 V380 H330Z" fill="#ffffff" />
          <path
            d="M318 266 L400 194 L482 266"
            fill="none"
            stroke="#ffd9a0"
            strokeWidth="10"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="385" y="318" width="30" height="62" rx="3" fill="#0f5e5b" opacity="0.75" />
          <rect x="346" y="282" width="26" height="26" rx="3" fill="#0f5e5b" opacity="0.35" />
          <rect x="428" y="282" width="26" height="26" rx="3" fill="#ffd9a0" />
        </g>
        {/* trees */}
        <g>
          <rect x="152" y="330" width="6" height="50" fill="#ffffff" opacity="0.5" />
          <circle cx="155" cy="320" r="24" fill="#ffffff" opacity="0.35" />
          <rect x="512" y="330" width="6" height="50" fill="#ffffff" opacity="0.5" />
          <circle cx="515" cy="318" r="28" fill="#ffffff" opacity="0.3" />
        </g>
        {/* two people meeting: a key changes hands */}
        <g transform="translate(250 392)">
          <rect x="-250" y="-12" width="600" height="40" fill="#000000" opacity="0.12" />
        </g>
        <g transform="translate(96 226)">
          <rect width="110" height="64" rx="12" fill="#ffffff" />
          <circle cx="26" cy="32" r="12" fill="#0f5e5b" opacity="0.8" />
          <rect x="46" y="22" width="48" height="7" rx="3.5" fill="#0f5e5b" opacity="0.5" />
          <rect x="46" y="36" width="34" height="7" rx="3.5" fill="#0f5e5b" opacity="0.25" />
        </g>
        <g transform="translate(452 128)">
          <rect width="112" height="52" rx="12" fill="#ffffff" />
          <path
            d="M26 26 a9 9 0 1 1 0.1 0 M35 26 H70 M60 26 v9 M68 26 v7"
            stroke="#0f5e5b"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="92" cy="26" r="8" fill="#ffd9a0" />
        </g>
      </svg>
    </aside>
  );
}
