// The public pages with an address of their own, written out by hand (not read from the
// page table): what search engines may list besides the articles, for the tests that
// check the table's derived lists against it.
import { paths } from '../config/paths';

export const PUBLIC_PAGE_PATHS = [
  paths.home,
  paths.linkInBio,
  paths.pricelist,
  paths.accessories,
  paths.goodNews,
  paths.calculator,
  paths.repairStatus,
];
