// Generated list: the woff2 file of each theme font, for preloading the faces a store's theme uses.

import bebas_neue_400 from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import dm_serif_display_400 from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';
import lato_400 from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import lato_700 from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';
import libre_baskerville_400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import libre_baskerville_700 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff2?url';
import merriweather_400 from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url';
import merriweather_700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url';
import montserrat_400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserrat_700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';
import open_sans_400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import open_sans_700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url';
import oswald_400 from '@fontsource/oswald/files/oswald-latin-400-normal.woff2?url';
import oswald_700 from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import playfair_display_400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfair_display_700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import poppins_400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import poppins_700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url';
import raleway_400 from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url';
import raleway_700 from '@fontsource/raleway/files/raleway-latin-700-normal.woff2?url';
import roboto_400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto_700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import rubik_400 from '@fontsource/rubik/files/rubik-latin-400-normal.woff2?url';
import rubik_700 from '@fontsource/rubik/files/rubik-latin-700-normal.woff2?url';
import space_grotesk_400 from '@fontsource/space-grotesk/files/space-grotesk-latin-400-normal.woff2?url';
import space_grotesk_700 from '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2?url';
import work_sans_400 from '@fontsource/work-sans/files/work-sans-latin-400-normal.woff2?url';
import work_sans_700 from '@fontsource/work-sans/files/work-sans-latin-700-normal.woff2?url';

export const FONT_FILES: Readonly<Record<string, { 400?: string; 700?: string }>> = {
  Lato: { 400: lato_400, 700: lato_700 },
  Montserrat: { 400: montserrat_400, 700: montserrat_700 },
  'Open Sans': { 400: open_sans_400, 700: open_sans_700 },
  Roboto: { 400: roboto_400, 700: roboto_700 },
  'Playfair Display': { 400: playfair_display_400, 700: playfair_display_700 },
  Oswald: { 400: oswald_400, 700: oswald_700 },
  Merriweather: { 400: merriweather_400, 700: merriweather_700 },
  Raleway: { 400: raleway_400, 700: raleway_700 },
  Poppins: { 400: poppins_400, 700: poppins_700 },
  'Bebas Neue': { 400: bebas_neue_400 },
  'DM Serif Display': { 400: dm_serif_display_400 },
  'Space Grotesk': { 400: space_grotesk_400, 700: space_grotesk_700 },
  'Work Sans': { 400: work_sans_400, 700: work_sans_700 },
  'Libre Baskerville': { 400: libre_baskerville_400, 700: libre_baskerville_700 },
  Rubik: { 400: rubik_400, 700: rubik_700 },
};
