import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePendingInvitationCount } from '../../api/my-invitations';
import { visuallyHidden } from '../../lib/visually-hidden';
import { BOTTOM_NAV, activeBottomItem } from './nav-items';
import { SAFE_BOTTOM } from '../../lib/safe-area';

/** The bar's height above the phone's own bottom edge (the home indicator's inset comes on top). */
export const BOTTOM_NAV_HEIGHT = 64;

/**
 * What the bar covers at the bottom of the screen on a phone, for the page's padding and for
 * anything fixed or sticky there (toasts, a "save" row): `var(--oyna-bottom-nav, 0px)`. Set by
 * the signed-in layout on phones only; elsewhere it is unset and counts as 0.
 */
export const BOTTOM_NAV_SPACE = `calc(${BOTTOM_NAV_HEIGHT}px + ${SAFE_BOTTOM})`;

/**
 * The phone's bottom bar (docs/decisions/0051-bottom-bar-on-phones.md): five places one tap away,
 * the current one marked (`aria-current="page"`). Hidden from the `md` breakpoint, where the
 * drawer is open beside the page.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeBottomItem(pathname);

  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          ':root': { [theme.breakpoints.down('md')]: { '--oyna-bottom-nav': BOTTOM_NAV_SPACE } },
        })}
      />
      <Paper
        component="nav"
        square
        elevation={0}
        aria-label={t('app.bottom_nav')}
        data-testid="bottom-nav"
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          borderTop: 1,
          borderColor: 'divider',
          backgroundImage: 'none',
          pb: SAFE_BOTTOM,
        }}
      >
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: `repeat(${BOTTOM_NAV.length}, minmax(0, 1fr))`,
            height: BOTTOM_NAV_HEIGHT,
          }}
        >
          {BOTTOM_NAV.map((item) => {
            const selected = active === item.to;
            const Icon = item.icon;
            const icon = <Icon sx={{ fontSize: 22 }} />;
            const invitations = item.badge === 'team_invitations';
            return (
              <Box component="li" key={item.to} sx={{ display: 'flex', minWidth: 0 }}>
                <ButtonBase
                  component={RouterLink}
                  to={item.to}
                  aria-current={selected ? 'page' : undefined}
                  data-testid={`bottom-nav-${item.to.slice(1).replace('/', '-')}`}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    flexDirection: 'column',
                    gap: 0.5,
                    px: 0.25,
                    color: selected ? 'primary.main' : 'text.secondary',
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -4 },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 56,
                      height: 28,
                      borderRadius: 14,
                      bgcolor: (theme) =>
                        selected ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
                      transition: (theme) => theme.transitions.create('background-color'),
                    }}
                  >
                    {invitations ? <InvitationsBadge>{icon}</InvitationsBadge> : icon}
                  </Box>
                  <Box
                    component="span"
                    sx={{
                      maxWidth: '100%',
                      // Five labels share a phone's width: "Komandalar" fits whole from 360 px up.
                      fontSize: 'clamp(10.5px, 2.9vw, 12px)',
                      lineHeight: 1.25,
                      fontWeight: selected ? 700 : 500,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {t(item.label)}
                  </Box>
                  {invitations ? <InvitationsText /> : null}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      </Paper>
    </>
  );
}

/**
 * The number of team invitations on the teams' place, read here rather than by the bar: when the
 * answer comes after the page is drawn, only the badge and its words draw again.
 */
function InvitationsBadge({ children }: { children: ReactElement }) {
  const count = usePendingInvitationCount();
  return count > 0 ? (
    <Badge color="error" badgeContent={count} max={9}>
      {children}
    </Badge>
  ) : (
    children
  );
}

/** The invitations' number in words, for a screen reader, after the place's name. */
function InvitationsText() {
  const { t } = useTranslation();
  const count = usePendingInvitationCount();
  return count > 0 ? (
    <Box component="span" sx={visuallyHidden}>
      {`, ${t('teams.nav_badge', { count })}`}
    </Box>
  ) : null;
}
