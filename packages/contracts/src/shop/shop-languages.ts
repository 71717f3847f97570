/**
 * The Shopify Integration modal's Language list (spec 003 section 3: about 80 languages, each
 * with code, label and flag). The store answers in the language whose label is saved.
 */
export interface ShopLanguage {
  code: string;
  label: string;
  flag: string;
}

export const SHOP_LANGUAGES: readonly ShopLanguage[] = [
  { code: 'en', label: 'English', flag: '🇺🇸' },
  { code: 'es', label: 'Spanish', flag: '🇪🇸' },
  { code: 'fr', label: 'French', flag: '🇫🇷' },
  { code: 'de', label: 'German', flag: '🇩🇪' },
  { code: 'it', label: 'Italian', flag: '🇮🇹' },
  { code: 'pt', label: 'Portuguese', flag: '🇵🇹' },
  { code: 'pt-BR', label: 'Portuguese (Brazil)', flag: '🇧🇷' },
  { code: 'nl', label: 'Dutch', flag: '🇳🇱' },
  { code: 'sv', label: 'Swedish', flag: '🇸🇪' },
  { code: 'no', label: 'Norwegian', flag: '🇳🇴' },
  { code: 'da', label: 'Danish', flag: '🇩🇰' },
  { code: 'fi', label: 'Finnish', flag: '🇫🇮' },
  { code: 'is', label: 'Icelandic', flag: '🇮🇸' },
  { code: 'pl', label: 'Polish', flag: '🇵🇱' },
  { code: 'cs', label: 'Czech', flag: '🇨🇿' },
  { code: 'sk', label: 'Slovak', flag: '🇸🇰' },
  { code: 'sl', label: 'Slovenian', flag: '🇸🇮' },
  { code: 'hr', label: 'Croatian', flag: '🇭🇷' },
  { code: 'sr', label: 'Serbian', flag: '🇷🇸' },
  { code: 'bs', label: 'Bosnian', flag: '🇧🇦' },
  { code: 'mk', label: 'Macedonian', flag: '🇲🇰' },
  { code: 'bg', label: 'Bulgarian', flag: '🇧🇬' },
  { code: 'ro', label: 'Romanian', flag: '🇷🇴' },
  { code: 'hu', label: 'Hungarian', flag: '🇭🇺' },
  { code: 'el', label: 'Greek', flag: '🇬🇷' },
  { code: 'sq', label: 'Albanian', flag: '🇦🇱' },
  { code: 'et', label: 'Estonian', flag: '🇪🇪' },
  { code: 'lv', label: 'Latvian', flag: '🇱🇻' },
  { code: 'lt', label: 'Lithuanian', flag: '🇱🇹' },
  { code: 'uk', label: 'Ukrainian', flag: '🇺🇦' },
  { code: 'be', label: 'Belarusian', flag: '🇧🇾' },
  { code: 'ru', label: 'Russian', flag: '🇷🇺' },
  { code: 'ga', label: 'Irish', flag: '🇮🇪' },
  { code: 'cy', label: 'Welsh', flag: '🏴' },
  { code: 'ca', label: 'Catalan', flag: '🇪🇸' },
  { code: 'eu', label: 'Basque', flag: '🇪🇸' },
  { code: 'gl', label: 'Galician', flag: '🇪🇸' },
  { code: 'mt', label: 'Maltese', flag: '🇲🇹' },
  { code: 'lb', label: 'Luxembourgish', flag: '🇱🇺' },
  { code: 'tr', label: 'Turkish', flag: '🇹🇷' },
  { code: 'az', label: 'Azerbaijani', flag: '🇦🇿' },
  { code: 'ka', label: 'Georgian', flag: '🇬🇪' },
  { code: 'hy', label: 'Armenian', flag: '🇦🇲' },
  { code: 'kk', label: 'Kazakh', flag: '🇰🇿' },
  { code: 'uz', label: 'Uzbek', flag: '🇺🇿' },
  { code: 'mn', label: 'Mongolian', flag: '🇲🇳' },
  { code: 'ar', label: 'Arabic', flag: '🇸🇦' },
  { code: 'he', label: 'Hebrew', flag: '🇮🇱' },
  { code: 'fa', label: 'Persian', flag: '🇮🇷' },
  { code: 'ur', label: 'Urdu', flag: '🇵🇰' },
  { code: 'ps', label: 'Pashto', flag: '🇦🇫' },
  { code: 'ku', label: 'Kurdish', flag: '🇮🇶' },
  { code: 'hi', label: 'Hindi', flag: '🇮🇳' },
  { code: 'bn', label: 'Bengali', flag: '🇧🇩' },
  { code: 'pa', label: 'Punjabi', flag: '🇮🇳' },
  { code: 'gu', label: 'Gujarati', flag: '🇮🇳' },
  { code: 'mr', label: 'Marathi', flag: '🇮🇳' },
  { code: 'ta', label: 'Tamil', flag: '🇮🇳' },
  { code: 'te', label: 'Telugu', flag: '🇮🇳' },
  { code: 'kn', label: 'Kannada', flag: '🇮🇳' },
  { code: 'ml', label: 'Malayalam', flag: '🇮🇳' },
  { code: 'si', label: 'Sinhala', flag: '🇱🇰' },
  { code: 'ne', label: 'Nepali', flag: '🇳🇵' },
  { code: 'zh', label: 'Chinese (Simplified)', flag: '🇨🇳' },
  { code: 'zh-TW', label: 'Chinese (Traditional)', flag: '🇹🇼' },
  { code: 'ja', label: 'Japanese', flag: '🇯🇵' },
  { code: 'ko', label: 'Korean', flag: '🇰🇷' },
  { code: 'vi', label: 'Vietnamese', flag: '🇻🇳' },
  { code: 'th', label: 'Thai', flag: '🇹🇭' },
  { code: 'lo', label: 'Lao', flag: '🇱🇦' },
  { code: 'km', label: 'Khmer', flag: '🇰🇭' },
  { code: 'my', label: 'Burmese', flag: '🇲🇲' },
  { code: 'id', label: 'Indonesian', flag: '🇮🇩' },
  { code: 'ms', label: 'Malay', flag: '🇲🇾' },
  { code: 'tl', label: 'Filipino', flag: '🇵🇭' },
  { code: 'sw', label: 'Swahili', flag: '🇰🇪' },
  { code: 'am', label: 'Amharic', flag: '🇪🇹' },
  { code: 'yo', label: 'Yoruba', flag: '🇳🇬' },
  { code: 'ha', label: 'Hausa', flag: '🇳🇬' },
  { code: 'zu', label: 'Zulu', flag: '🇿🇦' },
  { code: 'af', label: 'Afrikaans', flag: '🇿🇦' },
];

export const DEFAULT_SHOP_LANGUAGE = SHOP_LANGUAGES[0]!;

/** Spec 003 section 3: matched by code or label (any case), defaulting to en. */
export function matchShopLanguage(value: unknown): ShopLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return SHOP_LANGUAGES.find((language) => language.code.toLowerCase() === wanted || language.label.toLowerCase() === wanted);
}
