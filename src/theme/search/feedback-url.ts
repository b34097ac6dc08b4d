/** Where "Let us know." points when themeConfig.searchFeedbackUrl is not set. */
export const DEFAULT_FEEDBACK_URL = 'https://github.com/statelyai/docs/issues/new';
