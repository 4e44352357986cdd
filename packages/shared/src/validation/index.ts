// Validation schemas shared by the web forms and the API services.
export * from './common.js';
export * from './tags.js';
export * from './dates.js';
export * from './post.js';
export * from './profile.js';
export * from './sections.js';
export * from './education.js';
export * from './experience.js';
export * from './project.js';
export * from './skill.js';
export * from './achievement.js';
export * from './auth.js';
export * from './lists.js';
export * from './report.js';
export * from './admin.js';
export * from './squad-space.js';
export * from './event.js';
