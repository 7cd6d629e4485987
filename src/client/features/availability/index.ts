/** The availability sweep's notice (docs/product/availability.md). */
export { UnavailableNotice, unavailableNoticeText } from './unavailable-notice';
