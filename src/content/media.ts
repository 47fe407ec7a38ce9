/**
 * GENERATED FILE: do not edit by hand. Written by scripts/assets (`npm run assets`), together with
 * the files under public/media/ it describes. Change the artwork or the alt text in scripts/assets/
 * and run the script again; `npm run assets -- --check` verifies the committed files are current.
 */

export { heroImages } from './media/hero';
export { serviceCardImages, type ServiceCardSlug } from './media/serviceCards';
export { courseCardImages, type CourseCardSlug } from './media/courseCards';
export { techLogos } from './media/techLogos';
export { brand } from './media/brand';
export { heroVideo } from './media/heroVideo';
