import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { sideLetter } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** The tap and keyboard way to move a player (drag and drop does not work on phones). */
export function SideMoveMenu(props: {
  name: string;
  currentSide: number;
  sideCount: number;
  onMove: (side: number) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const targets = Array.from({ length: props.sideCount }, (_, side) => side).filter(
    (side) => side !== props.currentSide,
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('sides.manage.move_menu', { name: props.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
        data-testid="side-move-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((side) => (
          <MenuItem
            key={side}
            onClick={() => {
              setAnchor(null);
              props.onMove(side);
            }}
            data-testid={`side-move-to-${sideLetter(side)}`}
          >
            {t('sides.manage.move_to', { letter: sideLetter(side) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
