import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VenueApp } from './VenueApp.tsx';
import './theme.css';
import './venue-play.css';

/** The demo venue's game page (play.html): its own small entry, apart from the player app. */
const container = document.getElementById('venue-root');
if (!container) throw new Error('play.html has no #venue-root');
createRoot(container).render(
  <StrictMode>
    <VenueApp />
  </StrictMode>,
);
