import type { MediaName } from '../../content/media.ts';
import { shareCard, teamBdm, teamCeo, teamMd } from './scenes-cards.ts';
import { resultLoad1, resultLoad2 } from './scenes-charts.ts';
import { caseEarthing, earthing } from './scenes-earthing.ts';
import {
  galleryOfficeMeeting,
  galleryRelayTesting,
  galleryTrainingClassroom,
} from './scenes-gallery-indoor.ts';
import { galleryBessVisit, gallerySafetyBriefing, gallerySubstationVisit } from './scenes-gallery-outdoor.ts';
import { heroBess, heroSolar, heroSubstation, testimonialBackdrop } from './scenes-heroes.ts';
import { aboutTeam, careers, gridControl, powerSystem, protection } from './scenes-indoor.ts';
import { caseLoadTest, loadBankScene } from './scenes-load-test.ts';
import { contact } from './scenes-map.ts';
import { cableSolutions, casePowerSystem, survey } from './scenes-outdoor.ts';
import { batteryStorage, caseSwitchroom, plantEngineering } from './scenes-platforms.ts';
import {
  productEarthing,
  productEvCharger,
  productGis,
  productLvBoard,
  productPackageSubstation,
  productTransformer,
} from './scenes-products.ts';
import { switchroom } from './scenes-switchroom.ts';

export type Scene = (width: number, height: number) => string;

/** One drawing per entry of content/media.ts; the type makes a missing one a compile error. */
export const scenes: Record<MediaName, Scene> = {
  'hero-substation': heroSubstation,
  'hero-solar': heroSolar,
  'hero-bess': heroBess,
  'testimonial-backdrop': testimonialBackdrop,
  'plant-engineering': plantEngineering,
  'battery-storage': batteryStorage,
  earthing,
  'case-earthing': caseEarthing,
  'case-switchroom': caseSwitchroom,
  protection,
  'power-system': powerSystem,
  'grid-control': gridControl,
  'about-team': aboutTeam,
  careers,
  switchroom,
  'cable-solutions': cableSolutions,
  survey,
  'load-bank': loadBankScene,
  'case-load-test': caseLoadTest,
  'case-power-system': casePowerSystem,
  contact,
  'result-load-1': resultLoad1,
  'result-load-2': resultLoad2,
  'gallery-substation-visit': gallerySubstationVisit,
  'gallery-bess-visit': galleryBessVisit,
  'gallery-office-meeting': galleryOfficeMeeting,
  'gallery-training-classroom': galleryTrainingClassroom,
  'gallery-relay-testing': galleryRelayTesting,
  'gallery-safety-briefing': gallerySafetyBriefing,
  'product-gis': productGis,
  'product-transformer': productTransformer,
  'product-lv-board': productLvBoard,
  'product-package-substation': productPackageSubstation,
  'product-ev-charger': productEvCharger,
  'product-earthing-materials': productEarthing,
  'team-ceo': teamCeo,
  'team-md': teamMd,
  'team-bdm': teamBdm,
  'share-card': shareCard,
};
