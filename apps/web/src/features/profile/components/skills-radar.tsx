import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SKILL_KEYS, type SkillKey, type SkillLevel, SKILL_MAX } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { axisLabel, radarPolygon, radarRings, wrapLabel } from '../lib/radar-geometry';
import { SectionCard } from '../../../components/section-card';

const WIDTH = 360;
const HEIGHT = 330;
const FRAME = { center: { x: WIDTH / 2, y: HEIGHT / 2 }, radius: 92, max: SKILL_MAX };
const RINGS = [2, 4, 6, 8, 10];
const LABEL_GAP = 14;
const LINE_HEIGHT = 14;
const MAX_LINE_CHARS = 11;

interface SkillsRadarProps {
  skills: Partial<Record<SkillKey, number>> | null;
  overall: number | null;
  level: SkillLevel | null;
  /** The own profile: an empty chart offers to rate. */
  onRate?: () => void;
}

/** The ten self-ratings as a spider chart, with the overall score out of 100 and its level. */
export function SkillsRadar({ skills, overall, level, onRate }: SkillsRadarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const values = SKILL_KEYS.map((key) => skills?.[key] ?? 0);
  const names = SKILL_KEYS.map((key) => t(`onboarding.skills.names.${key}`));
  const description = SKILL_KEYS.map((key, index) => `${names[index]}: ${skills?.[key] ?? '—'}`).join(', ');

  return (
    <SectionCard title={t('profile.skills.title')} testId="profile-skills">
      {skills ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, alignSelf: 'flex-start' }}
            data-testid="skills-overall"
          >
            <Typography
              sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
              data-testid="skills-overall-value"
            >
              {overall ?? '—'}
            </Typography>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('profile.skills.overall')} · {t('profile.skills.out_of')}
              </Typography>
              {level ? (
                <Typography sx={{ fontWeight: 700 }}>{t(`onboarding.skills.levels.${level}`)}</Typography>
              ) : null}
            </Box>
          </Box>
          <Box
            component="svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('profile.skills.chart_label', { list: description })}
            data-testid="skills-radar"
            sx={{ width: '100%', maxWidth: 440, height: 'auto', display: 'block', overflow: 'visible' }}
          >
            {radarRings(FRAME, SKILL_KEYS.length, RINGS).map((points, index) => (
              <polygon
                key={RINGS[index]}
                points={points}
                fill="none"
                stroke={theme.palette.divider}
                strokeWidth={1}
              />
            ))}
            {SKILL_KEYS.map((key, index) => {
              const end = axisLabel(FRAME, index, SKILL_KEYS.length, 0).point;
              return (
                <line
                  key={key}
                  x1={FRAME.center.x}
                  y1={FRAME.center.y}
                  x2={end.x}
                  y2={end.y}
                  stroke={theme.palette.divider}
                  strokeWidth={1}
                />
              );
            })}
            <polygon
              points={radarPolygon(FRAME, values)}
              fill={theme.palette.primary.main}
              fillOpacity={0.28}
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              strokeLinejoin="round"
            />
            {SKILL_KEYS.map((key, index) => {
              const label = axisLabel(FRAME, index, SKILL_KEYS.length, LABEL_GAP);
              const lines = wrapLabel(names[index] ?? key, MAX_LINE_CHARS);
              const total = lines.length;
              // Upper labels end at the point, lower ones start there, side ones straddle it.
              const firstY =
                label.baseline === 'bottom'
                  ? label.point.y - (total - 1) * LINE_HEIGHT
                  : label.baseline === 'top'
                    ? label.point.y + LINE_HEIGHT * 0.7
                    : label.point.y - ((total - 1) * LINE_HEIGHT) / 2 + 4;
              return (
                <text
                  key={key}
                  x={label.point.x}
                  y={firstY}
                  textAnchor={label.anchor}
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                  fontFamily={theme.typography.fontFamily}
                >
                  {lines.map((line, lineIndex) => (
                    <tspan key={lineIndex} x={label.point.x} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
                      {line}
                      {lineIndex === total - 1 ? (
                        <tspan fontWeight={800} fill={theme.palette.text.primary}>
                          {` ${skills[key] ?? '—'}`}
                        </tspan>
                      ) : null}
                    </tspan>
                  ))}
                </text>
              );
            })}
          </Box>
        </Box>
      ) : (
        <Box sx={{ py: 2, textAlign: 'center' }}>
          {/* Before any rating, my level is my onboarding answer's (decision 49). */}
          {level && onRate ? (
            <Typography sx={{ fontWeight: 700, mb: 0.5 }} data-testid="skills-level">
              {t('profile.skills.level', { level: t(`onboarding.skills.levels.${level}`) })}
            </Typography>
          ) : null}
          <Typography color="text.secondary" sx={{ mb: onRate ? 1.5 : 0 }}>
            {t('profile.skills.empty')}
          </Typography>
          {onRate ? (
            <Button variant="outlined" onClick={onRate}>
              {t('profile.skills.rate')}
            </Button>
          ) : null}
        </Box>
      )}
    </SectionCard>
  );
}
