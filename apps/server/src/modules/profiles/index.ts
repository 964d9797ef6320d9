export { avatarKey } from "./avatar.service";
export { profileLanguage } from "./profile-language";
export { AVATAR_UPLOAD_PATH, profileRoutes } from "./profiles.routes";
export { publicProfileSchema, sessionSchema } from "./profiles.schemas";
export { findProfile, toPublicProfile } from "./profiles.service";
