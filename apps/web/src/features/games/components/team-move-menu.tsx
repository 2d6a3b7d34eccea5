import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { teamLetter } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The tap and keyboard way to move a player (drag and drop does not work on phones). */
export function TeamMoveMenu(props: {
  name: string;
  currentTeam: number;
  teamCount: number;
  onMove: (team: number) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const targets = Array.from({ length: props.teamCount }, (_, team) => team).filter(
    (team) => team !== props.currentTeam,
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('match.manage.move_menu', { name: props.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
        data-testid="team-move-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((team) => (
          <MenuItem
            key={team}
            onClick={() => {
              setAnchor(null);
              props.onMove(team);
            }}
            data-testid={`team-move-to-${teamLetter(team)}`}
          >
            {t('match.manage.move_to', { letter: teamLetter(team) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
