// Generated from spec/blog.yaml by codegen. Do not edit.

import type { ImageRef, VideoRef } from '@siteapi/runtime/generated';

/** Account the event belongs to. */
export interface AccountInfo {
  /** ID of the account. */
  accountId?: string;
  /** ID of the parent account, when the account is a child account. */
  parentAccountId?: string;
  /** ID of the site, when the event is tied to a site. */
  siteId?: string;
}

export interface AnchorData {
  /** The target node's ID. */
  anchor?: string;
}

export interface Animation {
  /** Animation kind. */
  type?: AnimationType;
  /** Entrance animation, played once when the node first enters the viewport (VIEW). */
  entrance?: EntranceAnimation;
  /** Looping animation, repeated indefinitely while the node is on the page. When combined with entrance, the loop starts after the entrance finishes (VIEW). */
  loop?: LoopAnimation;
  /** Effect that follows the visitor's pointer (POINTER). */
  effect?: PointerEffect;
  /** How quickly the node settles toward the pointer, in milliseconds (POINTER). */
  transitionDuration?: number;
}

/**
 * - `VIEW`: Animations that play while the node is in view.
 * - `POINTER`: Animations driven by the visitor's mouse position.
 */
export const AnimationType = {
  VIEW: 'VIEW',
  POINTER: 'POINTER',
} as const;

/**
 * - `VIEW`: Animations that play while the node is in view.
 * - `POINTER`: Animations driven by the visitor's mouse position.
 */
export type AnimationType = (typeof AnimationType)[keyof typeof AnimationType];

/** Error body of the platform. `details` carries either an `applicationError` (business-logic rejection, with a code from the error catalogue) or a `validationError` (request fields that failed validation). System errors are sent with an empty body by design. */
export interface ApiErrorBody {
  /** Short explanation of the error. */
  message?: string;
  /** Additional information about the error. */
  details?: {
    /** Present when the service's business logic rejected the request. */
    applicationError?: {
      /** Identifier of the specific error, e.g. `POST_NOT_FOUND`. */
      code?: string;
      /** Detailed explanation of why the error occurred. */
      description?: string;
      /** Additional information related to the error. */
      data?: Record<string, unknown>;
    };
    /** Present when request fields failed validation. */
    validationError?: {
      /** One entry per invalid request field. */
      fieldViolations?: Array<{
        /** Name (path) of the invalid field, e.g. `paging.limit`. */
        field?: string;
        /** Why the field is invalid. */
        description?: string;
        /** The rule or constraint the value violated, e.g. `MAX`. */
        violatedRule?: string;
        /** Name of the violated rule, e.g. `VALIDATION_ERROR`. */
        ruleName?: string;
        /** Additional information related to the violation. */
        data?: Record<string, unknown>;
      }>;
    };
  };
}

export interface AppEmbedData {
  /** Data for embedded Wix Bookings content. */
  bookingData?: BookingData;
  /** Data for embedded Wix Events content. */
  eventData?: EventData;
  /** The type of Wix App content being embedded. */
  type?: AppType;
  /** The ID of the embedded content. */
  itemId?: string;
  /** The name of the embedded content. */
  name?: string;
  /** Deprecated: Use `image` instead. */
  imageSrc?: string;
  /** The URL for the embedded content. */
  url?: string;
  /** An image for the embedded content. */
  image?: NodeMedia;
  /** Whether to hide the image. */
  hideImage?: boolean;
  /** Whether to hide the title. */
  hideTitle?: boolean;
  /** Whether to hide the price. */
  hidePrice?: boolean;
  /** Whether to hide the description (Event and Booking). */
  hideDescription?: boolean;
  /** Whether to hide the date and time (Event). */
  hideDateTime?: boolean;
  /** Whether to hide the location (Event). */
  hideLocation?: boolean;
  /** Whether to hide the duration (Booking). */
  hideDuration?: boolean;
  /** Whether to hide the button. */
  hideButton?: boolean;
  /** Whether to hide the ribbon. */
  hideRibbon?: boolean;
  /** Button styling options. */
  buttonStyles?: ButtonStyles;
  /** Image styling options. */
  imageStyles?: ImageStyles;
  /** Ribbon styling options. */
  ribbonStyles?: RibbonStyles;
  /** Card styling options. */
  cardStyles?: CardStyles;
  /** Styling for the app embed's container. */
  containerData?: PluginContainerData;
  /** Pricing data for embedded Wix App content. */
  pricingData?: PricingData;
  /** Node animation. */
  animation?: Animation;
}

/**
 * - `START`: Image positioned at the start (left in LTR layouts, right in RTL layouts)
 * - `END`: Image positioned at the end (right in LTR layouts, left in RTL layouts)
 * - `TOP`: Image positioned at the top
 */
export const AppEmbedPosition = {
  START: 'START',
  END: 'END',
  TOP: 'TOP',
} as const;

/**
 * - `START`: Image positioned at the start (left in LTR layouts, right in RTL layouts)
 * - `END`: Image positioned at the end (right in LTR layouts, left in RTL layouts)
 * - `TOP`: Image positioned at the top
 */
export type AppEmbedPosition = (typeof AppEmbedPosition)[keyof typeof AppEmbedPosition];

/** Kind of item an app embed node shows: `PRODUCT`, `EVENT` or `BOOKING`. */
export const AppType = {
  PRODUCT: 'PRODUCT',
  EVENT: 'EVENT',
  BOOKING: 'BOOKING',
} as const;

/** Kind of item an app embed node shows: `PRODUCT`, `EVENT` or `BOOKING`. */
export type AppType = (typeof AppType)[keyof typeof AppType];

/**
 * - `SQUARE`: 1:1 aspect ratio
 * - `RECTANGLE`: 16:9 aspect ratio
 */
export const AspectRatio = {
  SQUARE: 'SQUARE',
  RECTANGLE: 'RECTANGLE',
} as const;

/**
 * - `SQUARE`: 1:1 aspect ratio
 * - `RECTANGLE`: 16:9 aspect ratio
 */
export type AspectRatio = (typeof AspectRatio)[keyof typeof AspectRatio];

export interface AudioData {
  /** Styling for the audio node's container. */
  containerData?: PluginContainerData;
  /** Audio file details. */
  audio?: NodeMedia;
  /** Sets whether the audio node's download button is disabled. Defaults to `false`. */
  disableDownload?: boolean;
  /** Cover image. */
  coverImage?: NodeMedia;
  /** Track name. */
  name?: string;
  /** Author name. */
  authorName?: string;
  /** An HTML version of the audio node. */
  html?: string;
  /** Node animation. */
  animation?: Animation;
}

/** Backdrop styling (color or gradient) */
export interface Backdrop {
  /** Backdrop type. */
  type?: BackdropType;
  /** Backdrop color as a hexadecimal value. */
  color?: string;
  /** Gradient configuration. */
  gradient?: Gradient;
}

/**
 * Backdrop type
 * - `COLOR`: Solid color backdrop
 * - `GRADIENT`: Gradient backdrop
 */
export const BackdropType = {
  COLOR: 'COLOR',
  GRADIENT: 'GRADIENT',
} as const;

/**
 * Backdrop type
 * - `COLOR`: Solid color backdrop
 * - `GRADIENT`: Gradient backdrop
 */
export type BackdropType = (typeof BackdropType)[keyof typeof BackdropType];

/** Background styling (color or gradient) */
export interface Background {
  /** Background type. */
  type?: BackgroundType;
  /** Background color as a hexadecimal value. */
  color?: string;
  /** Gradient configuration. */
  gradient?: Gradient;
}

export interface BackgroundGradient {
  /** The gradient angle in degrees. */
  angle?: number;
  /** The start color as a hexademical value. */
  startColor?: string;
  /** The end color as a hexademical value. */
  lastColor?: string;
}

export interface BackgroundImage {
  /** Background image. */
  media?: NodeMedia;
  /** Deprecated: use `overlay` instead. Legacy image opacity (0–100) that dimmed the image to reveal the `background` color behind it. */
  opacity?: number;
  /** Background image scaling. */
  scaling?: Scaling;
  /** Position of background. Defaults to `CENTER`. */
  position?: ImagePositionPosition;
  /** Color or gradient drawn on top of the image. When present, this is the authoritative overlay and `opacity` is ignored. Its presence also marks content as authored under the new overlay model (vs. the legacy `opacity`-based dimming on `background`). */
  overlay?: CardDataBackground;
  /** Blur radius in pixels applied to the image layer. `0` (default) leaves the image unblurred; blur is independent of any color overlay and the two stack. */
  blur?: number;
}

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export const BackgroundType = {
  COLOR: 'COLOR',
  GRADIENT: 'GRADIENT',
} as const;

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export type BackgroundType = (typeof BackgroundType)[keyof typeof BackgroundType];

export interface Banner {
  /** Origin of the banner */
  origin?: BannerOrigin;
  /** Position of the banner */
  position?: BannerPosition;
}

/**
 * - `IMAGE`: Banner originated from an image
 * - `LAYOUT`: Banner originated from a layout
 */
export const BannerOrigin = {
  IMAGE: 'IMAGE',
  LAYOUT: 'LAYOUT',
} as const;

/**
 * - `IMAGE`: Banner originated from an image
 * - `LAYOUT`: Banner originated from a layout
 */
export type BannerOrigin = (typeof BannerOrigin)[keyof typeof BannerOrigin];

/**
 * - `TOP`: Attached to the top edge (banner)
 * - `BOTTOM`: Attached to the bottom edge (footer)
 */
export const BannerPosition = {
  TOP: 'TOP',
  BOTTOM: 'BOTTOM',
} as const;

/**
 * - `TOP`: Attached to the top edge (banner)
 * - `BOTTOM`: Attached to the bottom edge (footer)
 */
export type BannerPosition = (typeof BannerPosition)[keyof typeof BannerPosition];

export interface BlockquoteData {
  /** Indentation level from 1-4. */
  indentation?: number;
  /** Node animation. */
  animation?: Animation;
}

export interface BookingData {
  /** Booking duration in minutes. */
  durations?: string;
}

export interface Border {
  /** Deprecated: Use `borderWidth` in `styles` instead. */
  width?: number;
  /** Deprecated: Use `borderRadius` in `styles` instead. */
  radius?: number;
}

export interface BorderColors {
  /** Left border color as a hexadecimal value. */
  left?: string;
  /** Right border color as a hexadecimal value. */
  right?: string;
  /** Top border color as a hexadecimal value. */
  top?: string;
  /** Bottom border color as a hexadecimal value. */
  bottom?: string;
}

export interface BorderWidths {
  /** Left border width in pixels. */
  left?: number;
  /** Right border width in pixels. */
  right?: number;
  /** Top border width in pixels. */
  top?: number;
  /** Bottom border width in pixels. */
  bottom?: number;
}

export interface BulletedListData {
  /** Indentation level from 0-4. */
  indentation?: number;
  /** Offset level from 0-4. */
  offset?: number;
  /** Node animation. */
  animation?: Animation;
}

export interface ButtonData {
  /** Styling for the button's container. */
  containerData?: PluginContainerData;
  /** The button type. */
  type?: ButtonDataType;
  /** Styling for the button. */
  styles?: ButtonDataStyles;
  /** The text to display on the button. */
  text?: string;
  /** Button link details. */
  link?: NodeLink;
  /** Node animation. */
  animation?: Animation;
}

export interface ButtonDataStyles {
  /** Deprecated: Use `borderWidth` and `borderRadius` instead. */
  border?: Border;
  /** Deprecated: Use `textColor`, `borderColor` and `backgroundColor` instead. */
  colors?: Colors;
  /** Border width in pixels. */
  borderWidth?: number;
  /** Deprecated: Use `borderWidth` for normal/hover states instead. */
  borderWidthHover?: number;
  /** Border radius in pixels. */
  borderRadius?: number;
  /** Border color as a hexadecimal value. */
  borderColor?: string;
  /** Border color as a hexadecimal value (hover state). */
  borderColorHover?: string;
  /** Text color as a hexadecimal value. */
  textColor?: string;
  /** Text color as a hexadecimal value (hover state). */
  textColorHover?: string;
  /** Deprecated: Use `background` instead. */
  backgroundColor?: string;
  /** Deprecated: Use `backgroundHover` instead. */
  backgroundColorHover?: string;
  /** Button size option, one of `SMALL`, `MEDIUM` or `LARGE`. Defaults to `MEDIUM`. */
  buttonSize?: string;
  /** Background styling (color or gradient). */
  background?: Background;
  /** Background styling for hover state (color or gradient). */
  backgroundHover?: Background;
}

/**
 * - `LINK`: Regular link button
 * - `ACTION`: Triggers custom action that is defined in plugin configuration by the consumer
 */
export const ButtonDataType = {
  LINK: 'LINK',
  ACTION: 'ACTION',
} as const;

/**
 * - `LINK`: Regular link button
 * - `ACTION`: Triggers custom action that is defined in plugin configuration by the consumer
 */
export type ButtonDataType = (typeof ButtonDataType)[keyof typeof ButtonDataType];

export interface ButtonStyles {
  /** Text to display on the button. */
  buttonText?: string;
  /** Border width in pixels. */
  borderWidth?: number;
  /** Border radius in pixels. */
  borderRadius?: number;
  /** Border color as a hexadecimal value. */
  borderColor?: string;
  /** Text color as a hexadecimal value. */
  textColor?: string;
  /** Background color as a hexadecimal value. */
  backgroundColor?: string;
  /** Border color as a hexadecimal value (hover state). */
  borderColorHover?: string;
  /** Text color as a hexadecimal value (hover state). */
  textColorHover?: string;
  /** Background color as a hexadecimal value (hover state). */
  backgroundColorHover?: string;
  /** Button size option, one of `SMALL`, `MEDIUM` or `LARGE`. Defaults to `MEDIUM`. */
  buttonSize?: string;
}

export interface CaptionData {
  textStyle?: TextStyle;
}

/**
 * - `START`: Content aligned to start (left in LTR layouts, right in RTL layouts)
 * - `CENTER`: Content centered
 * - `END`: Content aligned to end (right in LTR layouts, left in RTL layouts)
 */
export const CardAlignment = {
  START: 'START',
  CENTER: 'CENTER',
  END: 'END',
} as const;

/**
 * - `START`: Content aligned to start (left in LTR layouts, right in RTL layouts)
 * - `CENTER`: Content centered
 * - `END`: Content aligned to end (right in LTR layouts, left in RTL layouts)
 */
export type CardAlignment = (typeof CardAlignment)[keyof typeof CardAlignment];

export interface CardData {
  /** Background styling (color or gradient). */
  background?: CardDataBackground;
  /** Background image. */
  backgroundImage?: BackgroundImage;
}

/** Background styling (color or gradient) */
export interface CardDataBackground {
  /** Background type. */
  type?: CardDataBackgroundType;
  /** Background color as a hexadecimal value. */
  color?: string;
  /** Gradient configuration. */
  gradient?: Gradient;
}

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export const CardDataBackgroundType = {
  COLOR: 'COLOR',
  GRADIENT: 'GRADIENT',
} as const;

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export type CardDataBackgroundType = (typeof CardDataBackgroundType)[keyof typeof CardDataBackgroundType];

/**
 * - `STACKED`: Elements stacked vertically
 * - `SIDE_BY_SIDE`: Elements arranged horizontally
 */
export const CardLayout = {
  STACKED: 'STACKED',
  SIDE_BY_SIDE: 'SIDE_BY_SIDE',
} as const;

/**
 * - `STACKED`: Elements stacked vertically
 * - `SIDE_BY_SIDE`: Elements arranged horizontally
 */
export type CardLayout = (typeof CardLayout)[keyof typeof CardLayout];

export interface CardStyles {
  /** Card background color as a hexadecimal value. */
  backgroundColor?: string;
  /** Card border color as a hexadecimal value. */
  borderColor?: string;
  /** Card border width in pixels. */
  borderWidth?: number;
  /** Card border radius in pixels. */
  borderRadius?: number;
  /** Card type. Defaults to `CONTAINED`. */
  type?: CardStylesType;
  /** Content alignment. Defaults to `START`. */
  alignment?: CardAlignment;
  /** Layout for title and price. Defaults to `STACKED`. */
  titlePriceLayout?: CardLayout;
  /** Title text color as a hexadecimal value. */
  titleColor?: string;
  /** Text color as a hexadecimal value. */
  textColor?: string;
}

/**
 * - `CONTAINED`: Card with visible border and background
 * - `FRAMELESS`: Card without visible border
 */
export const CardStylesType = {
  CONTAINED: 'CONTAINED',
  FRAMELESS: 'FRAMELESS',
} as const;

/**
 * - `CONTAINED`: Card with visible border and background
 * - `FRAMELESS`: Card without visible border
 */
export type CardStylesType = (typeof CardStylesType)[keyof typeof CardStylesType];

/** A blog category. Posts can be in up to 10 categories. */
export interface Category {
  /** Category ID. */
  id?: string;
  /** Category label, displayed in the category menu. */
  label?: string;
  /** Number of posts in the category. */
  postCount?: number;
  /** URL of the page that lists the category's posts. */
  url?: PageUrl;
  /** Category description. */
  description?: string;
  /**
   * Deprecated. Category title.
   * @deprecated
   */
  title?: string;
  /** Position of the category in the category menu, in ascending order. `-1` (the default) places the category at the end. */
  displayPosition?: number;
  /** ID shared by all translations of this category. */
  translationId?: string;
  /** Language of the category, a 2-or-4-letter IETF BCP 47 language tag. */
  language?: string;
  /** Last part of the category page's URL, e.g. `famous-cats`. */
  slug?: string;
  /** SEO data. */
  seoData?: SeoSchema;
  /** Category cover image. */
  coverImage?: Image;
  /** The category's translations (multilingual sites). */
  translations?: CategoryTranslation[];
  /** Date the category was last updated. */
  updatedDate?: Date;
}

export interface CategoryCreatedEvent {
  entity: Category;
  metadata: EventMetadata;
}

/** The deleted category's ID is `metadata.entityId`. */
export interface CategoryDeletedEvent {
  metadata: EventMetadata;
}

/** A translation of a category. */
export interface CategoryTranslation {
  /** ID of the translated category. */
  id?: string;
  /** Label of the translated category. */
  label?: string;
  /** Language of the translated category. */
  language?: string;
  /** URL of the translated category page. */
  url?: PageUrl;
}

export interface CategoryUpdatedEvent {
  /** The category after the update. */
  entity: Category;
  metadata: EventMetadata;
}

export interface CellStyle {
  /** Vertical alignment for the cell's text. */
  verticalAlignment?: VerticalAlignment;
  /** Cell background color as a hexadecimal value. */
  backgroundColor?: string;
}

export interface CheckboxListData {
  /** Indentation level from 0-4. */
  indentation?: number;
  /** Offset level from 0-4. */
  offset?: number;
  /** Node animation. */
  animation?: Animation;
}

export interface CodeBlockData {
  /** Styling for the code block's text. */
  textStyle?: TextStyle;
  /** Node animation. */
  animation?: Animation;
}

export interface CollapsibleListData {
  /** Styling for the collapsible list's container. */
  containerData?: PluginContainerData;
  /** If `true`, only one item can be expanded at a time. Defaults to `false`. */
  expandOnlyOne?: boolean;
  /** Sets which items are expanded when the page loads. */
  initialExpandedItems?: InitialExpandedItems;
  /** The direction of the text in the list. Either left-to-right or right-to-left. */
  direction?: Direction;
  /** If `true`, The collapsible item will appear in search results as an FAQ. */
  isQapageData?: boolean;
  /** Node animation. */
  animation?: Animation;
}

export interface ColorData {
  /** The text's background color as a hexadecimal value. */
  background?: string;
  /** The text's foreground color as a hexadecimal value. */
  foreground?: string;
}

export interface Colors {
  /** Deprecated: Use `textColor` in `styles` instead. */
  text?: string;
  /** Deprecated: Use `borderColor` in `styles` instead. */
  border?: string;
  /** Deprecated: Use `backgroundColor` in `styles` instead. */
  background?: string;
}

/**
 * Column size controlling how many cells appear per row.
 * - `SMALL`: Up to 4 cells in a row.
 * - `MEDIUM`: Up to 3 cells in a row (default).
 * - `LARGE`: Up to 2 cells in a row.
 * - `EXTRA_LARGE`: 1 cell in a row.
 */
export const ColumnSize = {
  SMALL: 'SMALL',
  MEDIUM: 'MEDIUM',
  LARGE: 'LARGE',
  EXTRA_LARGE: 'EXTRA_LARGE',
} as const;

/**
 * Column size controlling how many cells appear per row.
 * - `SMALL`: Up to 4 cells in a row.
 * - `MEDIUM`: Up to 3 cells in a row (default).
 * - `LARGE`: Up to 2 cells in a row.
 * - `EXTRA_LARGE`: 1 cell in a row.
 */
export type ColumnSize = (typeof ColumnSize)[keyof typeof ColumnSize];

/** Deprecated cover media of a post (replaced by `media`). Either an image or a video. */
export interface CoverMedia {
  /** Cover image. */
  image?: Image;
  /** Cover video. */
  video?: Video;
  /** Whether the cover media is enabled, as selected by the user, for display in the feed. */
  enabled?: boolean;
  /** Whether the cover media is displayed. */
  displayed?: boolean;
  /** Whether the cover media is custom. If `false`, the cover is the first media item of the content. */
  custom?: boolean;
}

/**
 * - `FILL`: Crop to fill
 * - `FIT`: Crop to fit
 */
export const Crop = {
  FILL: 'FILL',
  FIT: 'FIT',
} as const;

/**
 * - `FILL`: Crop to fill
 * - `FIT`: Crop to fit
 */
export type Crop = (typeof Crop)[keyof typeof Crop];

/** Cursor paging. */
export interface CursorPaging {
  /** Number of items to return. */
  limit?: number;
  /** Pointer to the next or previous page, taken from `pagingMetadata.cursors` of the previous response. Not used in the first request. */
  cursor?: string;
}

/** Cursors to the neighbouring pages (cursor paging only). */
export interface Cursors {
  /** Cursor to the next page. */
  next?: string;
  /** Cursor to the previous page. */
  prev?: string;
}

/** A decoration applied to a text node. `type` says which; the matching `<kind>Data` property (or `fontWeightValue` for BOLD) holds its data. */
export interface Decoration {
  /** Data for an anchor link decoration. */
  anchorData?: AnchorData;
  /** Data for a color decoration. */
  colorData?: ColorData;
  /** Data for an external link decoration. */
  linkData?: LinkData;
  /** Data for a mention decoration. */
  mentionData?: MentionData;
  /** Data for a font size decoration. */
  fontSizeData?: FontSizeData;
  /** Font weight for a bold decoration. */
  fontWeightValue?: number;
  /** Data for an italic decoration. Defaults to `true`. */
  italicData?: boolean;
  /** Data for an underline decoration. Defaults to `true`. */
  underlineData?: boolean;
  /** Data for a spoiler decoration. */
  spoilerData?: SpoilerData;
  /** Data for a strikethrough decoration. Defaults to `true`. */
  strikethroughData?: boolean;
  /** Data for a superscript decoration. Defaults to `true`. */
  superscriptData?: boolean;
  /** Data for a subscript decoration. Defaults to `true`. */
  subscriptData?: boolean;
  /** Data for a font family decoration. */
  fontFamilyData?: FontFamilyData;
  /** Data for a hand-drawn sketch annotation decoration. */
  sketchData?: SketchData;
  /** The type of decoration to apply. */
  type?: DecorationType;
}

/** Kind of a text decoration: BOLD, ITALIC, UNDERLINE, SPOILER, ANCHOR (link to a node of the document), MENTION, LINK, COLOR, FONT_SIZE, EXTERNAL (custom decoration), STRIKETHROUGH, SUPERSCRIPT, SUBSCRIPT, FONT_FAMILY and SKETCH (hand-drawn annotation). */
export const DecorationType = {
  BOLD: 'BOLD',
  ITALIC: 'ITALIC',
  UNDERLINE: 'UNDERLINE',
  SPOILER: 'SPOILER',
  ANCHOR: 'ANCHOR',
  MENTION: 'MENTION',
  LINK: 'LINK',
  COLOR: 'COLOR',
  FONT_SIZE: 'FONT_SIZE',
  EXTERNAL: 'EXTERNAL',
  STRIKETHROUGH: 'STRIKETHROUGH',
  SUPERSCRIPT: 'SUPERSCRIPT',
  SUBSCRIPT: 'SUBSCRIPT',
  FONT_FAMILY: 'FONT_FAMILY',
  SKETCH: 'SKETCH',
} as const;

/** Kind of a text decoration: BOLD, ITALIC, UNDERLINE, SPOILER, ANCHOR (link to a node of the document), MENTION, LINK, COLOR, FONT_SIZE, EXTERNAL (custom decoration), STRIKETHROUGH, SUPERSCRIPT, SUBSCRIPT, FONT_FAMILY and SKETCH (hand-drawn annotation). */
export type DecorationType = (typeof DecorationType)[keyof typeof DecorationType];

/**
 * - `LAYOUT`: Design applied to layout
 * - `CELL`: Design applied to cells
 */
export const DesignTarget = {
  LAYOUT: 'LAYOUT',
  CELL: 'CELL',
} as const;

/**
 * - `LAYOUT`: Design applied to layout
 * - `CELL`: Design applied to cells
 */
export type DesignTarget = (typeof DesignTarget)[keyof typeof DesignTarget];

export interface Dimensions {
  /** An array representing relative width of each column in relation to the other columns. */
  colsWidthRatio?: number[];
  /** An array representing the height of each row in pixels. */
  rowsHeight?: number[];
  /** An array representing the minimum width of each column in pixels. */
  colsMinWidth?: number[];
}

/**
 * - `LTR`: Left-to-right
 * - `RTL`: Right-to-left
 */
export const Direction = {
  LTR: 'LTR',
  RTL: 'RTL',
} as const;

/**
 * - `LTR`: Left-to-right
 * - `RTL`: Right-to-left
 */
export type Direction = (typeof Direction)[keyof typeof Direction];

export interface DividerData {
  /** Styling for the divider's container. */
  containerData?: PluginContainerData;
  /** Divider line style. */
  lineStyle?: LineStyle;
  /** Divider width. */
  width?: Width;
  /** Divider alignment. */
  alignment?: DividerDataAlignment;
  /** Visual styling for the divider lines. */
  styles?: DividerDataStyles;
  /** Node animation. */
  animation?: Animation;
}

/**
 * - `CENTER`: Center alignment
 * - `LEFT`: Left alignment
 * - `RIGHT`: Right alignment
 */
export const DividerDataAlignment = {
  CENTER: 'CENTER',
  LEFT: 'LEFT',
  RIGHT: 'RIGHT',
} as const;

/**
 * - `CENTER`: Center alignment
 * - `LEFT`: Left alignment
 * - `RIGHT`: Right alignment
 */
export type DividerDataAlignment = (typeof DividerDataAlignment)[keyof typeof DividerDataAlignment];

export interface DividerDataStyles {
  /** Divider color as a hexadecimal value. An alpha channel controls opacity. */
  color?: string;
  /** Divider line ending shape. */
  lineCap?: LineCap;
  /** Line thicknesses in pixels, ordered from first line to last line. */
  lineThickness?: number[];
  /** Visible dash length for dashed dividers, in pixels. The pattern is snapped to a whole number of dashes so that the first and last dash touch the divider's edges - narrower containers show fewer dashes at the same size. */
  dashLength?: number;
  /** Visible gap between dashes or dots, in pixels. */
  dashGap?: number;
  /** Gap between divider lines in pixels. */
  lineGap?: number;
}

export interface DocumentStyle {
  /** Styling for H1 nodes. */
  headerOne?: TextNodeStyle;
  /** Styling for H2 nodes. */
  headerTwo?: TextNodeStyle;
  /** Styling for H3 nodes. */
  headerThree?: TextNodeStyle;
  /** Styling for H4 nodes. */
  headerFour?: TextNodeStyle;
  /** Styling for H5 nodes. */
  headerFive?: TextNodeStyle;
  /** Styling for H6 nodes. */
  headerSix?: TextNodeStyle;
  /** Styling for paragraph nodes. */
  paragraph?: TextNodeStyle;
  /** Styling for block quote nodes. */
  blockquote?: TextNodeStyle;
  /** Styling for code block nodes. */
  codeBlock?: TextNodeStyle;
}

/** A draft post (the SDK's `DraftPost`), the editable version of a post. */
export interface Draft {
  /** Draft post ID. */
  id?: string;
  /** Draft post title. */
  title?: string;
  /** Draft post excerpt. */
  excerpt?: string;
  /** Whether the draft post is marked as featured. */
  featured?: boolean;
  /** IDs of the draft post's categories. */
  categoryIds?: string[];
  /** Member ID of the draft post's owner. */
  memberId?: string;
  /** Hashtags in the post. */
  hashtags?: string[];
  /** Whether commenting on the draft post is enabled. */
  commentingEnabled?: boolean;
  /** Estimated reading time in minutes (calculated automatically). */
  minutesToRead?: number;
  /** Image placed at the top of the post page. */
  heroImage?: Image;
  /** IDs of the tags the draft post is tagged with. */
  tagIds?: string[];
  /** IDs of posts related to this draft post. */
  relatedPostIds?: string[];
  /** IDs of the pricing plans the post is assigned to, if any. */
  pricingPlanIds?: string[];
  /** ID shared by all translations of this post. Set only on creation. */
  translationId?: string;
  /** Language of the draft post, a 2-or-4-letter IETF BCP 47 language tag. */
  language?: string;
  /** What caused the latest change of the draft. */
  changeOrigin?: DraftOrigin;
  /** Reserved for internal use. */
  contentId?: string;
  /** Reserved for internal use. ID of the current editing session. */
  editingSessionId?: string;
  /** Draft post content as a rich content document. */
  richContent?: RichContent;
  /** Status of the draft post. */
  status?: PostStatus;
  /** Review details. Only relevant to posts submitted by guest writers. */
  moderationDetails?: ModerationDetails;
  /** Reserved for internal use. ID of the member who most recently contributed to the draft. */
  mostRecentContributorId?: string;
  /** Whether the draft has changes that are not published yet. */
  hasUnpublishedChanges?: boolean;
  /** Date the draft post was last edited. */
  editedDate?: Date;
  /** Date the draft post is scheduled to be published. */
  scheduledPublishDate?: Date;
  /** Date the post was first published. */
  firstPublishedDate?: Date;
  /** SEO data. */
  seoData?: SeoSchema;
  /** Preview of the post's URL once published. */
  url?: PageUrl;
  /** Date the draft post was created. */
  createdDate?: Date;
  /** SEO slug. */
  seoSlug?: string;
  /** Post cover media. */
  media?: Media;
  /** Number of paragraphs shown to non-paying users in a preview of paid content. */
  previewTextParagraph?: number;
  /** The post's translations (multilingual sites). */
  translations?: DraftTranslation[];
}

export interface DraftCreatedEvent {
  entity: Draft;
  metadata: EventMetadata;
}

export interface DraftDeletedEvent {
  /** The deleted draft post, when delivered. Its ID is always `metadata.entityId`. */
  entity?: Draft;
  metadata: EventMetadata;
}

/**
 * What caused the latest change of a draft post (the SDK's `Origin`).
 * - `UNKNOWN`: unknown.
 * - `ADMIN`: changed by an admin.
 * - `ADD_CATEGORIES`: categories were changed.
 * - `AUTO_SAVE`: saved automatically.
 * - `COPY_TEMPLATE`: copied from a template.
 * - `IMPORT`: imported.
 * - `IMPORT_BULK`: imported in bulk.
 * - `IMPORT_HTML`: imported from HTML.
 * - `IMPORT_PATCH`: patch import.
 * - `LANGUAGE_CHANGE`: the language was changed.
 * - `MANUAL_SAVE`: saved manually.
 * - `MIGRATION`: changed by a migration.
 * - `MODERATION`: changed by moderation.
 * - `MOVE_TO_TRASH`: moved to the trash.
 * - `PRICING_PLANS_CHANGE`: pricing plans were changed.
 * - `PROVISION`: provisioned.
 * - `PUBLISH`: published.
 * - `REASSIGN_OWNER`: the owner was reassigned.
 * - `REBLOG`: reblogged.
 * - `RESTORE`: restored from the trash.
 * - `REVERT_TO_DRAFT`: reverted to draft.
 * - `TRANSLATION`: translated.
 * - `UNPUBLISH`: unpublished.
 * - `UNSCHEDULE`: unscheduled.
 * - `NEW_EDIT_SESSION`: a new editing session started.
 * - `SCHEDULING_SERVICE_SCHEDULE`: scheduled by the scheduling service.
 * - `SCHEDULING_SERVICE_UNSCHEDULE`: unscheduled by the scheduling service.
 * - `SCHEDULING_SERVICE_PUBLISH`: published by the scheduling service.
 * - `SCHEDULE`: scheduled.
 * - `REMOVE_FROM_MODERATION`: removed from moderation.
 * - `REJECT_FROM_MODERATION`: rejected in moderation.
 * - `APPROVE_IN_MODERATION`: approved in moderation.
 * - `DELETE_TAG`: a tag was deleted.
 * - `PIN`: pinned.
 * - `UNPIN`: unpinned.
 * - `AI_AUTO_SAVE`: saved automatically by an AI tool.
 */
export const DraftOrigin = {
  UNKNOWN: 'UNKNOWN',
  ADMIN: 'ADMIN',
  ADD_CATEGORIES: 'ADD_CATEGORIES',
  AUTO_SAVE: 'AUTO_SAVE',
  COPY_TEMPLATE: 'COPY_TEMPLATE',
  IMPORT: 'IMPORT',
  IMPORT_BULK: 'IMPORT_BULK',
  IMPORT_HTML: 'IMPORT_HTML',
  IMPORT_PATCH: 'IMPORT_PATCH',
  LANGUAGE_CHANGE: 'LANGUAGE_CHANGE',
  MANUAL_SAVE: 'MANUAL_SAVE',
  MIGRATION: 'MIGRATION',
  MODERATION: 'MODERATION',
  MOVE_TO_TRASH: 'MOVE_TO_TRASH',
  PRICING_PLANS_CHANGE: 'PRICING_PLANS_CHANGE',
  PROVISION: 'PROVISION',
  PUBLISH: 'PUBLISH',
  REASSIGN_OWNER: 'REASSIGN_OWNER',
  REBLOG: 'REBLOG',
  RESTORE: 'RESTORE',
  REVERT_TO_DRAFT: 'REVERT_TO_DRAFT',
  TRANSLATION: 'TRANSLATION',
  UNPUBLISH: 'UNPUBLISH',
  UNSCHEDULE: 'UNSCHEDULE',
  NEW_EDIT_SESSION: 'NEW_EDIT_SESSION',
  SCHEDULING_SERVICE_SCHEDULE: 'SCHEDULING_SERVICE_SCHEDULE',
  SCHEDULING_SERVICE_UNSCHEDULE: 'SCHEDULING_SERVICE_UNSCHEDULE',
  SCHEDULING_SERVICE_PUBLISH: 'SCHEDULING_SERVICE_PUBLISH',
  SCHEDULE: 'SCHEDULE',
  REMOVE_FROM_MODERATION: 'REMOVE_FROM_MODERATION',
  REJECT_FROM_MODERATION: 'REJECT_FROM_MODERATION',
  APPROVE_IN_MODERATION: 'APPROVE_IN_MODERATION',
  DELETE_TAG: 'DELETE_TAG',
  PIN: 'PIN',
  UNPIN: 'UNPIN',
  AI_AUTO_SAVE: 'AI_AUTO_SAVE',
} as const;

/**
 * What caused the latest change of a draft post (the SDK's `Origin`).
 * - `UNKNOWN`: unknown.
 * - `ADMIN`: changed by an admin.
 * - `ADD_CATEGORIES`: categories were changed.
 * - `AUTO_SAVE`: saved automatically.
 * - `COPY_TEMPLATE`: copied from a template.
 * - `IMPORT`: imported.
 * - `IMPORT_BULK`: imported in bulk.
 * - `IMPORT_HTML`: imported from HTML.
 * - `IMPORT_PATCH`: patch import.
 * - `LANGUAGE_CHANGE`: the language was changed.
 * - `MANUAL_SAVE`: saved manually.
 * - `MIGRATION`: changed by a migration.
 * - `MODERATION`: changed by moderation.
 * - `MOVE_TO_TRASH`: moved to the trash.
 * - `PRICING_PLANS_CHANGE`: pricing plans were changed.
 * - `PROVISION`: provisioned.
 * - `PUBLISH`: published.
 * - `REASSIGN_OWNER`: the owner was reassigned.
 * - `REBLOG`: reblogged.
 * - `RESTORE`: restored from the trash.
 * - `REVERT_TO_DRAFT`: reverted to draft.
 * - `TRANSLATION`: translated.
 * - `UNPUBLISH`: unpublished.
 * - `UNSCHEDULE`: unscheduled.
 * - `NEW_EDIT_SESSION`: a new editing session started.
 * - `SCHEDULING_SERVICE_SCHEDULE`: scheduled by the scheduling service.
 * - `SCHEDULING_SERVICE_UNSCHEDULE`: unscheduled by the scheduling service.
 * - `SCHEDULING_SERVICE_PUBLISH`: published by the scheduling service.
 * - `SCHEDULE`: scheduled.
 * - `REMOVE_FROM_MODERATION`: removed from moderation.
 * - `REJECT_FROM_MODERATION`: rejected in moderation.
 * - `APPROVE_IN_MODERATION`: approved in moderation.
 * - `DELETE_TAG`: a tag was deleted.
 * - `PIN`: pinned.
 * - `UNPIN`: unpinned.
 * - `AI_AUTO_SAVE`: saved automatically by an AI tool.
 */
export type DraftOrigin = (typeof DraftOrigin)[keyof typeof DraftOrigin];

/** A translation of a draft post. */
export interface DraftTranslation {
  /** ID of the translated post. */
  id?: string;
  /** Status of the translated post. */
  status?: PostStatus;
  /** Language of the translated post. */
  language?: string;
  /** Slug of the translated post. */
  slug?: string;
  /** SEO data of the translated post. */
  seoData?: SeoSchema;
  /** URL of the translated post. */
  url?: PageUrl;
}

export interface DraftUpdatedEvent {
  /** The draft post after the update. */
  entity: Draft;
  metadata: EventMetadata;
}

export interface EmbedData {
  /** Styling for the oEmbed node's container. */
  containerData?: PluginContainerData;
  /** An [oEmbed](https://www.oembed.com) object. */
  oembed?: Oembed;
  /** Origin asset source. */
  src?: string;
  /** Node animation. */
  animation?: Animation;
}

/** Embedded external media. */
export interface EmbedMedia {
  thumbnail?: EmbedThumbnail;
  video?: EmbedVideo;
}

/** Thumbnail of embedded media. */
export interface EmbedThumbnail {
  /** Thumbnail URL. */
  url?: string;
  /** Thumbnail width. */
  width?: number;
  /** Thumbnail height. */
  height?: number;
}

/** Embedded video. */
export interface EmbedVideo {
  /** Video URL. */
  url?: string;
  /** Video width. */
  width?: number;
  /** Video height. */
  height?: number;
}

export interface EntranceAnimation {
  /** The entrance effect to play. */
  effect?: EntranceEffect;
  /** Effect duration in milliseconds. Each effect has its own default. */
  duration?: number;
  /** Delay before the effect starts, in milliseconds. */
  delay?: number;
}

export interface EntranceEffect {
  /** The entrance effect type. */
  type?: EntranceEffectType;
  /** Direction the effect enters from. Allowed values depend on the effect type (e.g. TOP/RIGHT/BOTTOM/LEFT, the diagonals with or without CENTER, corners, HORIZONTAL/VERTICAL, CLOCKWISE/COUNTER_CLOCKWISE). */
  direction?: string;
  /** Clip-path shape: ELLIPSE, CIRCLE, RECTANGLE, or DIAMOND (SHAPE). */
  shape?: string;
  /** Motion style: GENTLE, MODERATE, or INTENSE. Only the effects that expose one accept it. */
  easing?: string;
}

/**
 * - `FADE`: Fades in from fully transparent to fully opaque.
 * - `ARC`: Enters along a 3D arc path.
 * - `BLUR`: Transitions from blurred to sharp.
 * - `BOUNCE`: Bounces into place with an elastic curve.
 * - `DROP`: Shrinks down from a larger size.
 * - `EXPAND`: Expands from a point, scaling to full size.
 * - `FLIP`: Flips into view with a 3D rotation.
 * - `FLOAT`: Drifts gently into place.
 * - `FOLD`: Unfolds from an edge as if hinged.
 * - `GLIDE`: Glides in smoothly from off-screen.
 * - `REVEAL`: Progressively revealed by an expanding clip-path.
 * - `SHAPE`: Appears through an expanding geometric clip-path shape.
 * - `SHUTTERS`: Revealed through shutter-like strips.
 * - `SLIDE`: Slides in from one side.
 * - `SPIN`: Spins into view while scaling up.
 * - `TILT`: Tilts in from the side with 3D rotation.
 * - `TURN`: Rotates into view around a corner pivot.
 * - `WINK`: Expands from its horizontal or vertical center.
 */
export const EntranceEffectType = {
  FADE: 'FADE',
  ARC: 'ARC',
  BLUR: 'BLUR',
  BOUNCE: 'BOUNCE',
  DROP: 'DROP',
  EXPAND: 'EXPAND',
  FLIP: 'FLIP',
  FLOAT: 'FLOAT',
  FOLD: 'FOLD',
  GLIDE: 'GLIDE',
  REVEAL: 'REVEAL',
  SHAPE: 'SHAPE',
  SHUTTERS: 'SHUTTERS',
  SLIDE: 'SLIDE',
  SPIN: 'SPIN',
  TILT: 'TILT',
  TURN: 'TURN',
  WINK: 'WINK',
} as const;

/**
 * - `FADE`: Fades in from fully transparent to fully opaque.
 * - `ARC`: Enters along a 3D arc path.
 * - `BLUR`: Transitions from blurred to sharp.
 * - `BOUNCE`: Bounces into place with an elastic curve.
 * - `DROP`: Shrinks down from a larger size.
 * - `EXPAND`: Expands from a point, scaling to full size.
 * - `FLIP`: Flips into view with a 3D rotation.
 * - `FLOAT`: Drifts gently into place.
 * - `FOLD`: Unfolds from an edge as if hinged.
 * - `GLIDE`: Glides in smoothly from off-screen.
 * - `REVEAL`: Progressively revealed by an expanding clip-path.
 * - `SHAPE`: Appears through an expanding geometric clip-path shape.
 * - `SHUTTERS`: Revealed through shutter-like strips.
 * - `SLIDE`: Slides in from one side.
 * - `SPIN`: Spins into view while scaling up.
 * - `TILT`: Tilts in from the side with 3D rotation.
 * - `TURN`: Rotates into view around a corner pivot.
 * - `WINK`: Expands from its horizontal or vertical center.
 */
export type EntranceEffectType = (typeof EntranceEffectType)[keyof typeof EntranceEffectType];

export interface EventData {
  /** Event schedule. */
  scheduling?: string;
  /** Event location. */
  location?: string;
}

/** Metadata of an event. */
export interface EventMetadata {
  /** Event ID. Use it to spot and ignore duplicate deliveries. */
  id?: string;
  /** Fully qualified domain name of the entity, e.g. `wix.blog.v3.post`. */
  entityFqdn?: string;
  /** Event action name, e.g. `created`, `updated`, `deleted`, `liked`. */
  slug?: string;
  /** ID of the entity the event is about. */
  entityId?: string;
  /** When the event happened (UTC). */
  eventTime?: Date;
  /** Whether the event was triggered by a privacy regulation request (for example GDPR). */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that triggered the event, if known. */
  originatedFrom?: string;
  /** Sequence number of the entity's updates; a later update has a higher number. Compare it to the last one handled to ignore out-of-order deliveries. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  /** Event type, e.g. `wix.blog.v3.post_created`. */
  eventType?: string;
  identity?: IdentificationData;
  accountInfo?: AccountInfo;
}

export interface FileData {
  /** Styling for the file's container. */
  containerData?: PluginContainerData;
  /** The source for the file's data. */
  src?: FileSource;
  /** File name. */
  name?: string;
  /** File type. */
  type?: string;
  /** Use `sizeInKb` instead. */
  size?: number;
  /** Settings for PDF files. */
  pdfSettings?: PDFSettings;
  /** File MIME type. */
  mimeType?: string;
  /** File path. */
  path?: string;
  /** File size in KB. */
  sizeInKb?: string;
  /** Node animation. */
  animation?: Animation;
}

export interface FileSource {
  /** The absolute URL for the file's source. */
  url?: string;
  /** Custom ID. Use `id` instead. */
  custom?: string;
  /** An ID that's resolved to a URL by a resolver function. */
  id?: string;
  /** Indicates whether the file's source is private. Defaults to `false`. */
  private?: boolean;
}

/** Focal point of an image. */
export interface FocalPoint {
  /** X coordinate of the focal point. */
  x?: number;
  /** Y coordinate of the focal point. */
  y?: number;
  /** Crop height. */
  height?: number;
  /** Crop width. */
  width?: number;
}

export interface FontFamilyData {
  value?: string;
}

export interface FontSizeData {
  /** The units used for the font size. */
  unit?: FontType;
  /** Font size value. */
  value?: number;
}

/** Unit of a font size decoration: `PX` or `EM`. */
export const FontType = {
  PX: 'PX',
  EM: 'EM',
} as const;

/** Unit of a font size decoration: `PX` or `EM`. */
export type FontType = (typeof FontType)[keyof typeof FontType];

export interface GalleryData {
  /** Styling for the gallery's container. */
  containerData?: PluginContainerData;
  /** The items in the gallery. */
  items?: GalleryItem[];
  /** Options for defining the gallery's appearance. */
  options?: GalleryOptions;
  /** Sets whether the gallery's expand button is disabled. Defaults to `false`. */
  disableExpand?: boolean;
  /** Sets whether the gallery's download button is disabled. Defaults to `false`. */
  disableDownload?: boolean;
  /** Node animation. */
  animation?: Animation;
}

export interface GalleryImage {
  /** Image file details. */
  media?: NodeMedia;
  /** Link details for images that are links. */
  link?: NodeLink;
}

export interface GalleryItem {
  /** An image item. */
  image?: GalleryImage;
  /** A video item. */
  video?: GalleryVideo;
  /** Item title. */
  title?: string;
  /** Item's alternative text. */
  altText?: string;
}

export interface GalleryOptions {
  /** Gallery layout. */
  layout?: GalleryOptionsLayout;
  /** Styling for gallery items. */
  item?: ItemStyle;
  /** Styling for gallery thumbnail images. */
  thumbnails?: Thumbnails;
}

export interface GalleryOptionsLayout {
  /** Gallery layout type. */
  type?: LayoutType;
  /** Sets whether horizontal scroll is enabled. Defaults to `true` unless the layout `type` is set to `GRID` or `COLLAGE`. */
  horizontalScroll?: boolean;
  /** Gallery orientation. */
  orientation?: Orientation;
  /** The number of columns to display on full size screens. */
  numberOfColumns?: number;
  /** The number of columns to display on mobile screens. */
  mobileNumberOfColumns?: number;
}

export interface GalleryVideo {
  /** Video file details. */
  media?: NodeMedia;
  /** Video thumbnail file details. */
  thumbnail?: NodeMedia;
}

export interface GetPostBySlugResponse {
  post?: Post;
}

export interface GetPostMetricsResponse {
  metrics?: Metrics;
}

export interface GetPostResponse {
  post?: Post;
}

export interface GetTotalPostsResponse {
  /** Total number of published posts. */
  total?: number;
}

export interface GIF {
  /** GIF format URL. */
  gif?: string;
  /** MP4 format URL. */
  mp4?: string;
  /** Thumbnail URL. */
  still?: string;
}

export interface GIFData {
  /** Styling for the GIF's container. */
  containerData?: PluginContainerData;
  /** The source of the full size GIF. */
  original?: GIF;
  /** The source of the downsized GIF. */
  downsized?: GIF;
  /** Height in pixels. */
  height?: number;
  /** Width in pixels. */
  width?: number;
  /** Type of GIF (Sticker or NORMAL). Defaults to `NORMAL`. */
  gifType?: GIFType;
  /** Node animation. */
  animation?: Animation;
}

/** Kind of GIF: `NORMAL` or `STICKER`. */
export const GIFType = {
  NORMAL: 'NORMAL',
  STICKER: 'STICKER',
} as const;

/** Kind of GIF: `NORMAL` or `STICKER`. */
export type GIFType = (typeof GIFType)[keyof typeof GIFType];

export interface Gradient {
  /** Gradient type. */
  type?: GradientType;
  /** Color stops for the gradient. */
  stops?: Stop[];
  /** Angle in degrees for linear gradient (0-360). */
  angle?: number;
  /** Horizontal center position for radial gradient (0-100). */
  centerX?: number;
  /** Vertical center position for radial gradient (0-100). */
  centerY?: number;
}

/**
 * Gradient type.
 * - `LINEAR`: Linear gradient.
 * - `RADIAL`: Radial gradient.
 */
export const GradientType = {
  LINEAR: 'LINEAR',
  RADIAL: 'RADIAL',
} as const;

/**
 * Gradient type.
 * - `LINEAR`: Linear gradient.
 * - `RADIAL`: Radial gradient.
 */
export type GradientType = (typeof GradientType)[keyof typeof GradientType];

export interface HeadingData {
  /** Heading level from 1-6. */
  level?: number;
  /** Styling for the heading text. */
  textStyle?: TextStyle;
  /** Indentation level from 1-4. */
  indentation?: number;
  /** Rendered heading level for SEO/accessibility, overrides the HTML tag when set. */
  renderedLevel?: number;
  /** Node animation. */
  animation?: Animation;
}

export interface Height {
  /** A custom height value in pixels. */
  custom?: string;
}

export interface HTMLData {
  /** The URL for the HTML code for the node. */
  url?: string;
  /** The HTML code for the node. */
  html?: string;
  /** Whether this is an AdSense element. Use `source` instead. */
  isAdsense?: boolean;
  /** The WixelWidget ID for AI_WIDGET source nodes. */
  widgetId?: string;
  /** Styling for the HTML node's container. Height property is irrelevant for HTML embeds when autoHeight is set to `true`. */
  containerData?: PluginContainerData;
  /** The type of HTML code. */
  source?: HTMLSource;
  /** If container height is aligned with its content height. Defaults to `true`. */
  autoHeight?: boolean;
  /** Node animation. */
  animation?: Animation;
}

/** Origin of the content of an HTML node: `HTML`, `ADSENSE`, `AI` or `AI_WIDGET`. */
export const HTMLSource = {
  HTML: 'HTML',
  ADSENSE: 'ADSENSE',
  AI: 'AI',
  AI_WIDGET: 'AI_WIDGET',
} as const;

/** Origin of the content of an HTML node: `HTML`, `ADSENSE`, `AI` or `AI_WIDGET`. */
export type HTMLSource = (typeof HTMLSource)[keyof typeof HTMLSource];

/** Who caused the event. Exactly one of the IDs is set, matching `identityType`. */
export interface IdentificationData {
  identityType?: IdentityType;
  /** ID of a site visitor who is not logged in. */
  anonymousVisitorId?: string;
  /** ID of a logged-in site member. */
  memberId?: string;
  /** ID of a site user (owner, contributor...). */
  wixUserId?: string;
  /** ID of an app. */
  appId?: string;
}

/**
 * Kind of identity that caused an event (the SDK's `WebhookIdentityType`).
 * - `UNKNOWN`: unknown.
 * - `ANONYMOUS_VISITOR`: a site visitor who is not logged in.
 * - `MEMBER`: a logged-in site member.
 * - `WIX_USER`: a site user (owner or contributor).
 * - `APP`: an app.
 */
export const IdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/**
 * Kind of identity that caused an event (the SDK's `WebhookIdentityType`).
 * - `UNKNOWN`: unknown.
 * - `ANONYMOUS_VISITOR`: a site visitor who is not logged in.
 * - `MEMBER`: a logged-in site member.
 * - `WIX_USER`: a site user (owner or contributor).
 * - `APP`: an app.
 */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/** An image hosted by the platform's media manager. */
export type Image = ImageRef;

export interface ImageData {
  /** Styling for the image's container. */
  containerData?: PluginContainerData;
  /** Image file details. */
  image?: NodeMedia;
  /** Link details for images that are links. */
  link?: NodeLink;
  /** Sets whether the image expands to full screen when clicked. Defaults to `false`. */
  disableExpand?: boolean;
  /** Image's alternative text. */
  altText?: string;
  /** Deprecated: use Caption node instead. */
  caption?: string;
  /** Sets whether the image's download button is disabled. Defaults to `false`. */
  disableDownload?: boolean;
  /** Sets whether the image is decorative and does not need an explanation. Defaults to `false`. */
  decorative?: boolean;
  /** Styling for the image. */
  styles?: ImageDataStyles;
  /** Non-destructive crop rectangle, expressed as fractions (0-1) of the original image. When omitted, the full image is shown. */
  crop?: ImageDataCrop;
  /** Optional shape mask applied to the visible crop. Supported values: CIRCLE, OVAL, STAR, PENTAGON, HEXAGON, TRIANGLE, HEART, RHOMBUS, FLUID, WINDOW. */
  cropShape?: string;
  /** Node animation. */
  animation?: Animation;
}

export interface ImageDataCrop {
  /** Left edge of the crop, as a fraction (0-1) of the original image width. */
  x?: number;
  /** Top edge of the crop, as a fraction (0-1) of the original image height. */
  y?: number;
  /** Visible width of the crop, as a fraction (0-1) of the original image width. */
  width?: number;
  /** Visible height of the crop, as a fraction (0-1) of the original image height. */
  height?: number;
}

export interface ImageDataStyles {
  /** Border attributes. */
  border?: StylesBorder;
}

/**
 * - `CENTER`: Image positioned at the center
 * - `CENTER_LEFT`: Image positioned on the left
 * - `CENTER_RIGHT`: Image positioned on the right
 * - `TOP`: Image positioned at the center top
 * - `TOP_LEFT`: Image positioned at the top left
 * - `TOP_RIGHT`: Image positioned at the top right
 * - `BOTTOM`: Image positioned at the center bottom
 * - `BOTTOM_LEFT`: Image positioned at the bottom left
 * - `BOTTOM_RIGHT`: Image positioned at the bottom right
 */
export const ImagePosition = {
  CENTER: 'CENTER',
  CENTER_LEFT: 'CENTER_LEFT',
  CENTER_RIGHT: 'CENTER_RIGHT',
  TOP: 'TOP',
  TOP_LEFT: 'TOP_LEFT',
  TOP_RIGHT: 'TOP_RIGHT',
  BOTTOM: 'BOTTOM',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;

/**
 * - `CENTER`: Image positioned at the center
 * - `CENTER_LEFT`: Image positioned on the left
 * - `CENTER_RIGHT`: Image positioned on the right
 * - `TOP`: Image positioned at the center top
 * - `TOP_LEFT`: Image positioned at the top left
 * - `TOP_RIGHT`: Image positioned at the top right
 * - `BOTTOM`: Image positioned at the center bottom
 * - `BOTTOM_LEFT`: Image positioned at the bottom left
 * - `BOTTOM_RIGHT`: Image positioned at the bottom right
 */
export type ImagePosition = (typeof ImagePosition)[keyof typeof ImagePosition];

/**
 * - `CENTER`: Image positioned at the center
 * - `CENTER_LEFT`: Image positioned on the left
 * - `CENTER_RIGHT`: Image positioned on the right
 * - `TOP`: Image positioned at the center top
 * - `TOP_LEFT`: Image positioned at the top left
 * - `TOP_RIGHT`: Image positioned at the top right
 * - `BOTTOM`: Image positioned at the center bottom
 * - `BOTTOM_LEFT`: Image positioned at the bottom left
 * - `BOTTOM_RIGHT`: Image positioned at the bottom right
 */
export const ImagePositionPosition = {
  CENTER: 'CENTER',
  CENTER_LEFT: 'CENTER_LEFT',
  CENTER_RIGHT: 'CENTER_RIGHT',
  TOP: 'TOP',
  TOP_LEFT: 'TOP_LEFT',
  TOP_RIGHT: 'TOP_RIGHT',
  BOTTOM: 'BOTTOM',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;

/**
 * - `CENTER`: Image positioned at the center
 * - `CENTER_LEFT`: Image positioned on the left
 * - `CENTER_RIGHT`: Image positioned on the right
 * - `TOP`: Image positioned at the center top
 * - `TOP_LEFT`: Image positioned at the top left
 * - `TOP_RIGHT`: Image positioned at the top right
 * - `BOTTOM`: Image positioned at the center bottom
 * - `BOTTOM_LEFT`: Image positioned at the bottom left
 * - `BOTTOM_RIGHT`: Image positioned at the bottom right
 */
export type ImagePositionPosition = (typeof ImagePositionPosition)[keyof typeof ImagePositionPosition];

/**
 * - `AUTO`: Auto image scaling
 * - `CONTAIN`: Contain image scaling
 * - `COVER`: Cover image scaling
 */
export const ImageScalingScaling = {
  AUTO: 'AUTO',
  CONTAIN: 'CONTAIN',
  COVER: 'COVER',
} as const;

/**
 * - `AUTO`: Auto image scaling
 * - `CONTAIN`: Contain image scaling
 * - `COVER`: Cover image scaling
 */
export type ImageScalingScaling = (typeof ImageScalingScaling)[keyof typeof ImageScalingScaling];

export interface ImageStyles {
  /** Whether to hide the image. */
  hideImage?: boolean;
  /** Position of image. Defaults to `START`. */
  imagePosition?: AppEmbedPosition;
  /** Aspect ratio for the image. Defaults to `SQUARE`. */
  aspectRatio?: AspectRatio;
  /** How the image should be resized. Defaults to `FILL`. */
  resizing?: Resizing;
  /** Image border color as a hexadecimal value. */
  borderColor?: string;
  /** Image border width in pixels. */
  borderWidth?: number;
  /** Image border radius in pixels. */
  borderRadius?: number;
}

/**
 * Indentation style.
 * - `NESTED`: Sub-headings indented under parents (default)
 * - `FLAT`: All items at the same level
 */
export const Indentation = {
  NESTED: 'NESTED',
  FLAT: 'FLAT',
} as const;

/**
 * Indentation style.
 * - `NESTED`: Sub-headings indented under parents (default)
 * - `FLAT`: All items at the same level
 */
export type Indentation = (typeof Indentation)[keyof typeof Indentation];

/**
 * - `FIRST`: First item will be expended initally
 * - `ALL`: All items will expended initally
 * - `NONE`: All items collapsed initally
 */
export const InitialExpandedItems = {
  FIRST: 'FIRST',
  ALL: 'ALL',
  NONE: 'NONE',
} as const;

/**
 * - `FIRST`: First item will be expended initally
 * - `ALL`: All items will expended initally
 * - `NONE`: All items collapsed initally
 */
export type InitialExpandedItems = (typeof InitialExpandedItems)[keyof typeof InitialExpandedItems];

export interface ItemStyle {
  /** Desirable dimension for each item in pixels (behvaior changes according to gallery type) */
  targetSize?: number;
  /** Item ratio */
  ratio?: number;
  /** Sets how item images are cropped. */
  crop?: Crop;
  /** The spacing between items in pixels. */
  spacing?: number;
}

/**
 * How the stacked layers fade relative to the base shape. Named for a bottom divider; top dividers render mirrored, so the visual fade flips.
 * - `CENTER`: Shape keeps its height, a solid filler bar pushes it away from the edge
 * - `FADE_TO_TOP`: Deeper (more transparent) layers shrink toward the edge inside the original band while a solid filler bar keeps its full height, so the faded copies hug the top of the band
 * - `FADE_TO_BOTTOM`: Deeper (more transparent) layers stretch taller into the section, so the faded copies fan out above the base shape and descend to the layout edge
 */
export const LayerEffect = {
  CENTER: 'CENTER',
  FADE_TO_TOP: 'FADE_TO_TOP',
  FADE_TO_BOTTOM: 'FADE_TO_BOTTOM',
} as const;

/**
 * How the stacked layers fade relative to the base shape. Named for a bottom divider; top dividers render mirrored, so the visual fade flips.
 * - `CENTER`: Shape keeps its height, a solid filler bar pushes it away from the edge
 * - `FADE_TO_TOP`: Deeper (more transparent) layers shrink toward the edge inside the original band while a solid filler bar keeps its full height, so the faded copies hug the top of the band
 * - `FADE_TO_BOTTOM`: Deeper (more transparent) layers stretch taller into the section, so the faded copies fan out above the base shape and descend to the layout edge
 */
export type LayerEffect = (typeof LayerEffect)[keyof typeof LayerEffect];

/** Layers effect - stacked semi-transparent copies of the divider shape */
export interface Layers {
  /** Total number of layers including the base shape (1-4). Absent or 1 disables the effect. */
  count?: number;
  /** Vertical distance in pixels between the silhouettes of consecutive layers: each successive layer's silhouette is offset from the previous one by this amount. The divider's own `height` is unchanged. Defaults to 20. */
  offsetY?: number;
  /** How the stacked layers fade relative to the base shape. */
  layerEffect?: LayerEffect;
  /** Horizontal distance between consecutive layers in pixels. Defaults to 0. Only applies to shapes that support horizontal offset. */
  offsetX?: number;
}

export interface LayoutCellData {
  /** Size of the cell in 12 columns grid. */
  colSpan?: number;
}

export interface LayoutData {
  /** Deprecated: Use `background` instead. */
  backgroundColor?: string;
  /** Background image. */
  backgroundImage?: LayoutDataBackgroundImage;
  /** Border color as a hexadecimal value. */
  borderColor?: string;
  /** Border width in pixels. */
  borderWidth?: number;
  /** Border radius in pixels. */
  borderRadius?: number;
  /** Deprecated: Use `backdrop` instead. */
  backdropColor?: string;
  /** Backdrop image. */
  backdropImage?: LayoutDataBackgroundImage;
  /** Backdrop top padding. */
  backdropPaddingTop?: number;
  /** Backdrop bottom padding */
  backdropPaddingBottom?: number;
  /** Horizontal and vertical gap between columns */
  gap?: number;
  /** Padding in pixels for cells. Follows CSS order: top, right, bottom, left */
  cellPadding?: number[];
  /** Vertical alignment for the cell's items. */
  cellVerticalAlignment?: VerticalAlignmentAlignment;
  /** Responsiveness behaviour of columns when responsiveness applies. Either stacks or wrappers. */
  responsivenessBehaviour?: ResponsivenessBehaviour;
  /** Size in pixels when responsiveness_behaviour applies */
  responsivenessBreakpoint?: number;
  /** Styling for the layout's container. */
  containerData?: PluginContainerData;
  /** Defines where selected design propertied applies to */
  designTarget?: DesignTarget;
  /** Banner configuration. When present, this layout is attached to a document edge (top or bottom). */
  banner?: Banner;
  /** Background styling (color or gradient). */
  background?: LayoutDataBackground;
  /** Backdrop styling (color or gradient). */
  backdrop?: Backdrop;
  /** Node animation. */
  animation?: Animation;
  /** Shape divider at the top edge of the layout. */
  topDivider?: SectionDivider;
  /** Shape divider at the bottom edge of the layout. */
  bottomDivider?: SectionDivider;
}

/** Background styling (color or gradient) */
export interface LayoutDataBackground {
  /** Background type. */
  type?: LayoutDataBackgroundType;
  /** Background color as a hexadecimal value. */
  color?: string;
  /** Gradient configuration. */
  gradient?: Gradient;
}

export interface LayoutDataBackgroundImage {
  /** Background image. */
  media?: NodeMedia;
  /** Deprecated: use `overlay` instead. Legacy image opacity (0–100) that dimmed the image to reveal the `background`/`backdrop` color behind it. */
  opacity?: number;
  /** Background image scaling. */
  scaling?: ImageScalingScaling;
  /** Position of background. Defaults to `CENTER`. */
  position?: ImagePosition;
  /** Blur radius in pixels applied to the image layer. `0` (default) leaves the image unblurred; blur is independent of any color overlay and the two stack. */
  blur?: number;
  /** Color or gradient drawn on top of the image. When present, this is the authoritative overlay and `opacity` is ignored. Its presence also marks content as authored under the new overlay model (vs. the legacy `opacity`-based dimming on `background`/`backdrop`). */
  overlay?: LayoutDataBackground;
}

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export const LayoutDataBackgroundType = {
  COLOR: 'COLOR',
  GRADIENT: 'GRADIENT',
} as const;

/**
 * Background type
 * - `COLOR`: Solid color background
 * - `GRADIENT`: Gradient background
 */
export type LayoutDataBackgroundType = (typeof LayoutDataBackgroundType)[keyof typeof LayoutDataBackgroundType];

/**
 * - `COLLAGE`: Collage type
 * - `MASONRY`: Masonry type
 * - `GRID`: Grid type
 * - `THUMBNAIL`: Thumbnail type
 * - `SLIDER`: Slider type
 * - `SLIDESHOW`: Slideshow type
 * - `PANORAMA`: Panorama type
 * - `COLUMN`: Column type
 * - `MAGIC`: Magic type
 * - `FULLSIZE`: Fullsize images type
 */
export const LayoutType = {
  COLLAGE: 'COLLAGE',
  MASONRY: 'MASONRY',
  GRID: 'GRID',
  THUMBNAIL: 'THUMBNAIL',
  SLIDER: 'SLIDER',
  SLIDESHOW: 'SLIDESHOW',
  PANORAMA: 'PANORAMA',
  COLUMN: 'COLUMN',
  MAGIC: 'MAGIC',
  FULLSIZE: 'FULLSIZE',
} as const;

/**
 * - `COLLAGE`: Collage type
 * - `MASONRY`: Masonry type
 * - `GRID`: Grid type
 * - `THUMBNAIL`: Thumbnail type
 * - `SLIDER`: Slider type
 * - `SLIDESHOW`: Slideshow type
 * - `PANORAMA`: Panorama type
 * - `COLUMN`: Column type
 * - `MAGIC`: Magic type
 * - `FULLSIZE`: Fullsize images type
 */
export type LayoutType = (typeof LayoutType)[keyof typeof LayoutType];

/**
 * - `SQUARE`: Square line endings.
 * - `ROUND`: Rounded line endings.
 */
export const LineCap = {
  SQUARE: 'SQUARE',
  ROUND: 'ROUND',
} as const;

/**
 * - `SQUARE`: Square line endings.
 * - `ROUND`: Rounded line endings.
 */
export type LineCap = (typeof LineCap)[keyof typeof LineCap];

/**
 * - `SINGLE`: Single Line
 * - `DOUBLE`: Double Line
 * - `DASHED`: Dashed Line
 * - `DOTTED`: Dotted Line
 */
export const LineStyle = {
  SINGLE: 'SINGLE',
  DOUBLE: 'DOUBLE',
  DASHED: 'DASHED',
  DOTTED: 'DOTTED',
} as const;

/**
 * - `SINGLE`: Single Line
 * - `DOUBLE`: Double Line
 * - `DASHED`: Dashed Line
 * - `DOTTED`: Dotted Line
 */
export type LineStyle = (typeof LineStyle)[keyof typeof LineStyle];

export interface LinkData {
  /** Link details. */
  link?: NodeLink;
}

export interface LinkPreviewData {
  /** Styling for the link preview's container. */
  containerData?: PluginContainerData;
  /** Link details. */
  link?: NodeLink;
  /** Preview title. */
  title?: string;
  /** Preview thumbnail URL. */
  thumbnailUrl?: string;
  /** Preview description. */
  description?: string;
  /** The preview content as HTML. */
  html?: string;
  /** Styling for the link preview. */
  styles?: LinkPreviewDataStyles;
  /** Node animation. */
  animation?: Animation;
}

export interface LinkPreviewDataStyles {
  /** Background color as a hexadecimal value. */
  backgroundColor?: string;
  /** Title color as a hexadecimal value. */
  titleColor?: string;
  /** Subtitle color as a hexadecimal value. */
  subtitleColor?: string;
  /** Link color as a hexadecimal value. */
  linkColor?: string;
  /** Border width in pixels. */
  borderWidth?: number;
  /** Border radius in pixels. */
  borderRadius?: number;
  /** Border color as a hexadecimal value. */
  borderColor?: string;
  /** Position of thumbnail. Defaults to `START`. */
  thumbnailPosition?: StylesPosition;
}

export interface ListItemNodeData {
  /** Checkbox list item state. Defaults to `false`. */
  checked?: boolean;
  /** Node animation. */
  animation?: Animation;
}

export interface ListPostsResponse {
  /** The retrieved posts. */
  posts?: Post[];
  metaData?: PagingMetaData;
}

/**
 * List style.
 * - `PLAIN`: No markers (default)
 * - `NUMBERED`: Numbered list
 * - `LETTERS`: Alphabetic letters
 * - `ROMAN`: Roman numerals
 * - `BULLETED`: Bulleted list
 * - `ALPHABETICAL_INDEX`: Alphabetical index
 * - `ALPHABETICAL_INDEX_COMPACT`: Alphabetical index (compact top-row only)
 */
export const ListStyle = {
  PLAIN: 'PLAIN',
  NUMBERED: 'NUMBERED',
  LETTERS: 'LETTERS',
  ROMAN: 'ROMAN',
  BULLETED: 'BULLETED',
  ALPHABETICAL_INDEX: 'ALPHABETICAL_INDEX',
  ALPHABETICAL_INDEX_COMPACT: 'ALPHABETICAL_INDEX_COMPACT',
} as const;

/**
 * List style.
 * - `PLAIN`: No markers (default)
 * - `NUMBERED`: Numbered list
 * - `LETTERS`: Alphabetic letters
 * - `ROMAN`: Roman numerals
 * - `BULLETED`: Bulleted list
 * - `ALPHABETICAL_INDEX`: Alphabetical index
 * - `ALPHABETICAL_INDEX_COMPACT`: Alphabetical index (compact top-row only)
 */
export type ListStyle = (typeof ListStyle)[keyof typeof ListStyle];

export interface LoopAnimation {
  /** The looping effect to repeat. */
  effect?: LoopEffect;
  /** Duration of a single iteration in milliseconds. Each effect has its own default. */
  duration?: number;
  /** Pause between iterations in milliseconds. */
  iterationDelay?: number;
}

export interface LoopEffect {
  /** The looping effect type. */
  type?: LoopEffectType;
  /** Direction of the effect. Allowed values depend on the effect type (e.g. TOP/RIGHT/BOTTOM/LEFT, LEFT/RIGHT, HORIZONTAL/VERTICAL with or without CENTER, CLOCKWISE/COUNTER_CLOCKWISE). */
  direction?: string;
  /** Motion style: GENTLE, MODERATE, or INTENSE. Only the effects that expose one accept it. */
  easing?: string;
}

/**
 * - `BOUNCE`: Bounces up and down in place.
 * - `BREATHE`: Scales gently in and out along an axis.
 * - `CROSS`: Drifts toward one side, then re-enters from the opposite side.
 * - `FLASH`: Fades out to fully transparent and back in.
 * - `FLIP`: Rotates a full turn around its horizontal or vertical axis.
 * - `FOLD`: Folds back and forth around a hinged edge.
 * - `JELLO`: Wobbles with a jelly-like skew.
 * - `POKE`: Nudges repeatedly toward a direction.
 * - `PULSE`: Scales up and back down rhythmically.
 * - `RUBBER`: Stretches and squashes like a rubber band.
 * - `SPIN`: Rotates continuously around its center.
 * - `SWING`: Swings back and forth around an edge pivot.
 * - `WIGGLE`: Rocks side to side with an accumulating rotation.
 */
export const LoopEffectType = {
  BOUNCE: 'BOUNCE',
  BREATHE: 'BREATHE',
  CROSS: 'CROSS',
  FLASH: 'FLASH',
  FLIP: 'FLIP',
  FOLD: 'FOLD',
  JELLO: 'JELLO',
  POKE: 'POKE',
  PULSE: 'PULSE',
  RUBBER: 'RUBBER',
  SPIN: 'SPIN',
  SWING: 'SWING',
  WIGGLE: 'WIGGLE',
} as const;

/**
 * - `BOUNCE`: Bounces up and down in place.
 * - `BREATHE`: Scales gently in and out along an axis.
 * - `CROSS`: Drifts toward one side, then re-enters from the opposite side.
 * - `FLASH`: Fades out to fully transparent and back in.
 * - `FLIP`: Rotates a full turn around its horizontal or vertical axis.
 * - `FOLD`: Folds back and forth around a hinged edge.
 * - `JELLO`: Wobbles with a jelly-like skew.
 * - `POKE`: Nudges repeatedly toward a direction.
 * - `PULSE`: Scales up and back down rhythmically.
 * - `RUBBER`: Stretches and squashes like a rubber band.
 * - `SPIN`: Rotates continuously around its center.
 * - `SWING`: Swings back and forth around an edge pivot.
 * - `WIGGLE`: Rocks side to side with an accumulating rotation.
 */
export type LoopEffectType = (typeof LoopEffectType)[keyof typeof LoopEffectType];

export interface MapData {
  /** Styling for the map's container. */
  containerData?: PluginContainerData;
  /** Map settings. */
  mapSettings?: MapSettings;
}

export interface MapSettings {
  /** The address to display on the map. */
  address?: string;
  /** Sets whether the map is draggable. */
  draggable?: boolean;
  /** Sets whether the location marker is visible. */
  marker?: boolean;
  /** Sets whether street view control is enabled. */
  streetViewControl?: boolean;
  /** Sets whether zoom control is enabled. */
  zoomControl?: boolean;
  /** Location latitude. */
  lat?: number;
  /** Location longitude. */
  lng?: number;
  /** Location name. */
  locationName?: string;
  /** Sets whether view mode control is enabled. */
  viewModeControl?: boolean;
  /** Initial zoom value. */
  initialZoom?: number;
  /** Map type. `HYBRID` is a combination of the `ROADMAP` and `SATELLITE` map types. */
  mapType?: MapType;
}

/**
 * - `ROADMAP`: Roadmap map type
 * - `SATELITE`: Satellite map type
 * - `HYBRID`: Hybrid map type
 * - `TERRAIN`: Terrain map type
 */
export const MapType = {
  ROADMAP: 'ROADMAP',
  SATELITE: 'SATELITE',
  HYBRID: 'HYBRID',
  TERRAIN: 'TERRAIN',
} as const;

/**
 * - `ROADMAP`: Roadmap map type
 * - `SATELITE`: Satellite map type
 * - `HYBRID`: Hybrid map type
 * - `TERRAIN`: Terrain map type
 */
export type MapType = (typeof MapType)[keyof typeof MapType];

/** Cover media of a post: either `wixMedia` (an image or a video hosted by the platform) or `embedMedia` (an embedded external video). */
export interface Media {
  wixMedia?: WixMedia;
  embedMedia?: EmbedMedia;
  /** Whether the cover media is displayed. */
  displayed?: boolean;
  /** Whether custom cover media was set. If `false`, the first media item of the post's content serves as cover media. */
  custom?: boolean;
  /** Alternative text of the media. */
  altText?: string;
}

export interface MentionData {
  /** The mentioned user's name. */
  name?: string;
  /** The version of the user's name that appears after the `@` character in the mention. */
  slug?: string;
  /** Mentioned user's ID. */
  id?: string;
  /** The kind of entity the mention refers to. Any value is accepted, and it's usually used to mark a mention as a group mention (for example, `group`). When empty, the mention refers to a member. */
  type?: string;
}

/** Engagement metrics of a post. */
export interface Metrics {
  /** Total number of comments on the post. */
  comments?: number;
  /** Total number of likes of the post. */
  likes?: number;
  /** Total number of views of the post. */
  views?: number;
  /** Total number of ratings of the post. */
  totalRatings?: number;
  /** Average rating of the post, from 1 to 5. */
  averageRating?: number;
}

/** Review details of a post submitted by a guest writer. Guest writers can write posts but not publish them; a blog editor approves or rejects the submission. */
export interface ModerationDetails {
  /** Member ID of the person who submitted the post for review. */
  submittedBy?: string;
  /** Date the post was submitted for review. */
  submittedDate?: Date;
  status?: ModerationStatus;
  /** Member ID of the person who approved or rejected the post. */
  moderatedBy?: string;
  /** Date the post was approved or rejected. */
  moderationDate?: Date;
}

/**
 * Whether a guest writer's submission was approved or rejected.
 * - `UNKNOWN`: not moderated (yet).
 * - `APPROVED`: approved for publishing.
 * - `REJECTED`: rejected.
 */
export const ModerationStatus = {
  UNKNOWN: 'UNKNOWN',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;

/**
 * Whether a guest writer's submission was approved or rejected.
 * - `UNKNOWN`: not moderated (yet).
 * - `APPROVED`: approved for publishing.
 * - `REJECTED`: rejected.
 */
export type ModerationStatus = (typeof ModerationStatus)[keyof typeof ModerationStatus];

/** A node of a rich content document. `type` says which kind of node it is; the matching `<kind>Data` property (e.g. `paragraphData` for `PARAGRAPH`, `textData` for `TEXT`) holds its data, and `nodes` its children. */
export interface Node {
  /** Node type. Use `APP_EMBED` for nodes that embed content from other Wix apps. Use `EMBED` to embed content in [oEmbed](https://oembed.com/) format. */
  type?: NodeType;
  /** Node ID. */
  id?: string;
  /** A list of child nodes. */
  nodes?: Node[];
  /** Padding and background color styling for the node. */
  style?: NodeStyle;
  /** Data for a button node. */
  buttonData?: ButtonData;
  /** Data for a code block node. */
  codeBlockData?: CodeBlockData;
  /** Data for a divider node. */
  dividerData?: DividerData;
  /** Data for a file node. */
  fileData?: FileData;
  /** Data for a gallery node. */
  galleryData?: GalleryData;
  /** Data for a GIF node. */
  gifData?: GIFData;
  /** Data for a heading node. */
  headingData?: HeadingData;
  /** Data for an embedded HTML node. */
  htmlData?: HTMLData;
  /** Data for an image node. */
  imageData?: ImageData;
  /** Data for a link preview node. */
  linkPreviewData?: LinkPreviewData;
  mapData?: MapData;
  /** Data for a paragraph node. */
  paragraphData?: ParagraphData;
  /** Data for a poll node. */
  pollData?: PollData;
  /** Data for a text node. Used to apply decorations to text. */
  textData?: TextData;
  /** Data for an app embed node. */
  appEmbedData?: AppEmbedData;
  /** Data for a video node. */
  videoData?: VideoData;
  /** Data for an oEmbed node. */
  embedData?: EmbedData;
  /** Data for a collapsible list node. */
  collapsibleListData?: CollapsibleListData;
  /** Data for a table node. */
  tableData?: TableData;
  /** Data for a table cell node. */
  tableCellData?: TableCellData;
  /** Data for a custom external node. */
  externalData?: Record<string, unknown>;
  /** Data for an audio node. */
  audioData?: AudioData;
  /** Data for an ordered list node. */
  orderedListData?: OrderedListData;
  /** Data for a bulleted list node. */
  bulletedListData?: BulletedListData;
  /** Data for a block quote node. */
  blockquoteData?: BlockquoteData;
  /** Data for a caption node. */
  captionData?: CaptionData;
  /** Data for a layout node. Reserved for future use. */
  layoutData?: LayoutData;
  /** Data for a cell node. */
  layoutCellData?: LayoutCellData;
  /** Data for a shape node. */
  shapeData?: ShapeData;
  /** Data for a card node. */
  cardData?: CardData;
  /** Data for a table of contents node. */
  tocData?: TocData;
  /** Data for a smart block node. */
  smartBlockData?: SmartBlockData;
  /** Data for a smart block cell node. */
  smartBlockCellData?: SmartBlockCellData;
  /** Data for a checkbox list node. */
  checkboxListData?: CheckboxListData;
  /** Data for a list item node. */
  listItemData?: ListItemNodeData;
}

export interface NodeLink {
  /** The absolute URL for the linked document. */
  url?: string;
  /** The target node's ID. Used for linking to another node in this object. */
  anchor?: string;
  /** he HTML `target` attribute value for the link. This property defines where the linked document opens as follows: `SELF` - Default. Opens the linked document in the same frame as the link. `BLANK` - Opens the linked document in a new browser tab or window. `PARENT` - Opens the linked document in... */
  target?: Target;
  /** The HTML `rel` attribute value for the link. This object specifies the relationship between the current document and the linked document. */
  rel?: Rel;
  /** A serialized object used for a custom or external link panel. */
  customData?: string;
}

/** A media file referenced from a rich content node (image, video, audio...). A plain object: no media conversion applies inside the node tree. */
export interface NodeMedia {
  /** The source for the media's data. */
  src?: FileSource;
  /** Media width in pixels. */
  width?: number;
  /** Media height in pixels. */
  height?: number;
  /** Media duration in seconds. Only relevant for audio and video files. */
  duration?: number;
}

export interface NodeStyle {
  /** The top padding value in pixels. */
  paddingTop?: string;
  /** The bottom padding value in pixels. */
  paddingBottom?: string;
  /** The background color as a hexadecimal value. */
  backgroundColor?: string;
}

/** Kind of a rich content node. The blog uses PARAGRAPH, TEXT, HEADING, BULLETED_LIST, ORDERED_LIST, LIST_ITEM, BLOCKQUOTE, CODE_BLOCK, VIDEO, DIVIDER, FILE, GALLERY, GIF, HTML, IMAGE, LINK_PREVIEW, MAP, POLL, APP_EMBED, BUTTON, COLLAPSIBLE_LIST, TABLE, EMBED, AUDIO, CAPTION and LAYOUT; the remaining values are structural parts of those (collapsible items, table rows and cells, layout cells, smart block cells) or newer node kinds (EXTERNAL, SHAPE, CARD, TOC, SMART_BLOCK, CHECKBOX_LIST). */
export const NodeType = {
  PARAGRAPH: 'PARAGRAPH',
  TEXT: 'TEXT',
  HEADING: 'HEADING',
  BULLETED_LIST: 'BULLETED_LIST',
  ORDERED_LIST: 'ORDERED_LIST',
  LIST_ITEM: 'LIST_ITEM',
  BLOCKQUOTE: 'BLOCKQUOTE',
  CODE_BLOCK: 'CODE_BLOCK',
  VIDEO: 'VIDEO',
  DIVIDER: 'DIVIDER',
  FILE: 'FILE',
  GALLERY: 'GALLERY',
  GIF: 'GIF',
  HTML: 'HTML',
  IMAGE: 'IMAGE',
  LINK_PREVIEW: 'LINK_PREVIEW',
  MAP: 'MAP',
  POLL: 'POLL',
  APP_EMBED: 'APP_EMBED',
  BUTTON: 'BUTTON',
  COLLAPSIBLE_LIST: 'COLLAPSIBLE_LIST',
  TABLE: 'TABLE',
  EMBED: 'EMBED',
  COLLAPSIBLE_ITEM: 'COLLAPSIBLE_ITEM',
  COLLAPSIBLE_ITEM_TITLE: 'COLLAPSIBLE_ITEM_TITLE',
  COLLAPSIBLE_ITEM_BODY: 'COLLAPSIBLE_ITEM_BODY',
  TABLE_CELL: 'TABLE_CELL',
  TABLE_ROW: 'TABLE_ROW',
  EXTERNAL: 'EXTERNAL',
  AUDIO: 'AUDIO',
  CAPTION: 'CAPTION',
  LAYOUT: 'LAYOUT',
  LAYOUT_CELL: 'LAYOUT_CELL',
  SHAPE: 'SHAPE',
  CARD: 'CARD',
  TOC: 'TOC',
  SMART_BLOCK: 'SMART_BLOCK',
  SMART_BLOCK_CELL: 'SMART_BLOCK_CELL',
  CHECKBOX_LIST: 'CHECKBOX_LIST',
} as const;

/** Kind of a rich content node. The blog uses PARAGRAPH, TEXT, HEADING, BULLETED_LIST, ORDERED_LIST, LIST_ITEM, BLOCKQUOTE, CODE_BLOCK, VIDEO, DIVIDER, FILE, GALLERY, GIF, HTML, IMAGE, LINK_PREVIEW, MAP, POLL, APP_EMBED, BUTTON, COLLAPSIBLE_LIST, TABLE, EMBED, AUDIO, CAPTION and LAYOUT; the remaining values are structural parts of those (collapsible items, table rows and cells, layout cells, smart block cells) or newer node kinds (EXTERNAL, SHAPE, CARD, TOC, SMART_BLOCK, CHECKBOX_LIST). */
export type NodeType = (typeof NodeType)[keyof typeof NodeType];

export interface Oembed {
  /** The resource type. */
  type?: string;
  /** The width of the resource specified in the `url` property in pixels. */
  width?: number;
  /** The height of the resource specified in the `url` property in pixels. */
  height?: number;
  /** Resource title. */
  title?: string;
  /** The source URL for the resource. */
  url?: string;
  /** HTML for embedding a video player. The HTML should have no padding or margins. */
  html?: string;
  /** The name of the author or owner of the resource. */
  authorName?: string;
  /** The URL for the author or owner of the resource. */
  authorUrl?: string;
  /** The name of the resource provider. */
  providerName?: string;
  /** The URL for the resource provider. */
  providerUrl?: string;
  /** The URL for a thumbnail image for the resource. If this property is defined, `thumbnailWidth` and `thumbnailHeight` must also be defined. */
  thumbnailUrl?: string;
  /** The width of the resource's thumbnail image. If this property is defined, `thumbnailUrl` and `thumbnailHeight` must also be defined. */
  thumbnailWidth?: string;
  /** The height of the resource's thumbnail image. If this property is defined, `thumbnailUrl` and `thumbnailWidth`must also be defined. */
  thumbnailHeight?: string;
  /** The URL for an embedded viedo. */
  videoUrl?: string;
  /** The oEmbed version number.  This value must be `1.0`. */
  version?: string;
}

export interface OptionDesign {
  /** Border radius in pixels. */
  borderRadius?: number;
}

export interface OptionLayout {
  /** Sets whether to display option images. Defaults to `false`. */
  enableImage?: boolean;
}

export interface OrderedListData {
  /** Indentation level from 0-4. */
  indentation?: number;
  /** Offset level from 0-4. */
  offset?: number;
  /** List start number. */
  start?: number;
  /** Node animation. */
  animation?: Animation;
}

/**
 * - `ROWS`: Rows Orientation
 * - `COLUMNS`: Columns Orientation
 */
export const Orientation = {
  ROWS: 'ROWS',
  COLUMNS: 'COLUMNS',
} as const;

/**
 * - `ROWS`: Rows Orientation
 * - `COLUMNS`: Columns Orientation
 */
export type Orientation = (typeof Orientation)[keyof typeof Orientation];

/** A page URL in two parts; the runtime joins them into one absolute URL. */
export type PageUrl = string;

/** Offset paging metadata of List Posts (the SDK's `MetaData`; the wire name of the property is `metaData`). */
export interface PagingMetaData {
  /** Number of items returned in this response. */
  count?: number;
  /** Requested offset. */
  offset?: number;
  /** Total number of items that match the request. */
  total?: number;
  /** Pointer to the next or previous page of results. */
  cursor?: string;
}

/** Paging metadata of a query. */
export interface PagingMetadataV2 {
  /** Number of items returned in the response. */
  count?: number;
  /** Offset that was requested (offset paging only). */
  offset?: number;
  /** Total number of items that match the query, unless `skipCount` was set or it could not be computed. */
  total?: number;
  /** Whether the server failed to compute `total`. */
  tooManyToCount?: boolean;
  cursors?: Cursors;
  /** Whether there are more results after this page. */
  hasNext?: boolean;
}

export interface ParagraphData {
  /** Styling for the paragraph text. */
  textStyle?: TextStyle;
  /** Indentation level from 1-4. */
  indentation?: number;
  /** Paragraph level */
  level?: number;
  /** Node animation. */
  animation?: Animation;
}

export interface PDFSettings {
  /** PDF view mode. One of the following: `NONE` : The PDF isn't displayed. `FULL` : A full page view of the PDF is displayed. `MINI` : A mini view of the PDF is displayed. */
  viewMode?: ViewMode;
  /** Sets whether the PDF download button is disabled. Defaults to `false`. */
  disableDownload?: boolean;
  /** Sets whether the PDF print button is disabled. Defaults to `false`. */
  disablePrint?: boolean;
}

/** Post count of one period (month). */
export interface PeriodPostCount {
  /** Start of the period. */
  periodStart?: Date;
  /** Number of posts published during the period. */
  postCount?: number;
}

/**
 * - `IMAGE`: Ribbon placed on the image
 * - `PRODUCT_INFO`: Ribbon placed on the product information
 */
export const Placement = {
  IMAGE: 'IMAGE',
  PRODUCT_INFO: 'PRODUCT_INFO',
} as const;

/**
 * - `IMAGE`: Ribbon placed on the image
 * - `PRODUCT_INFO`: Ribbon placed on the product information
 */
export type Placement = (typeof Placement)[keyof typeof Placement];

export interface PlaybackOptions {
  /** Sets whether the media will automatically start playing. */
  autoPlay?: boolean;
  /** Sets whether media's will be looped. */
  playInLoop?: boolean;
  /** Sets whether media's controls will be shown. */
  showControls?: boolean;
}

export interface PluginContainerData {
  /** The width of the node when it's displayed. */
  width?: PluginContainerDataWidth;
  /** The node's alignment within its container. */
  alignment?: PluginContainerDataAlignment;
  /** Spoiler cover settings for the node. */
  spoiler?: Spoiler;
  /** The height of the node when it's displayed. */
  height?: Height;
  /** Sets whether text should wrap around this node when it's displayed. If `textWrap` is `false`, the node takes up the width of its container. Defaults to `true` for all node types except 'DIVIVDER' where it defaults to `false`. */
  textWrap?: boolean;
}

/**
 * - `CENTER`: Center Alignment
 * - `LEFT`: Left Alignment
 * - `RIGHT`: Right Alignment
 */
export const PluginContainerDataAlignment = {
  CENTER: 'CENTER',
  LEFT: 'LEFT',
  RIGHT: 'RIGHT',
} as const;

/**
 * - `CENTER`: Center Alignment
 * - `LEFT`: Left Alignment
 * - `RIGHT`: Right Alignment
 */
export type PluginContainerDataAlignment = (typeof PluginContainerDataAlignment)[keyof typeof PluginContainerDataAlignment];

export interface PluginContainerDataWidth {
  /** One of the following predefined width options: `CONTENT`: The width of the container matches the content width. `SMALL`: A small width. `ORIGINAL`: For `imageData` containers only. The width of the container matches the original image width. `FULL_WIDTH`: For `imageData` containers only. The... */
  size?: WidthType;
  /** A custom width value in pixels. */
  custom?: string;
}

export interface PointerEffect {
  /** The mouse effect type. */
  type?: PointerEffectType;
  /** Reacts away from the pointer instead of toward it. */
  inverted?: boolean;
  /** One field, two value spaces (the effect type says which): the axis the movement is constrained to — HORIZONTAL, VERTICAL, or BOTH (AIRY, SCALE, SKEW, TRACK, TRACK_3D) — or the edge/center axis the node swivels around — TOP, BOTTOM, LEFT, RIGHT, CENTER_HORIZONTAL, or CENTER_VERTICAL (SWIVEL).... */
  axis?: string;
  /** Whether the node grows or shrinks as the pointer nears: UP or DOWN (SCALE). */
  direction?: string;
  /** Motion style: GENTLE, MODERATE, or INTENSE. */
  easing?: string;
}

/**
 * - `AIRY`: Drifts loosely after the pointer with a light rotation.
 * - `BLOB`: Squashes and stretches toward the pointer.
 * - `BLUR`: Shifts after the pointer while blurring.
 * - `SCALE`: Scales as the pointer approaches.
 * - `SKEW`: Skews toward the pointer.
 * - `SWIVEL`: Rotates around a pivot edge or axis, following the pointer.
 * - `TILT_3D`: Tilts in 3D perspective toward the pointer.
 * - `TRACK`: Follows the pointer's position.
 * - `TRACK_3D`: Follows the pointer with a 3D depth motion.
 */
export const PointerEffectType = {
  AIRY: 'AIRY',
  BLOB: 'BLOB',
  BLUR: 'BLUR',
  SCALE: 'SCALE',
  SKEW: 'SKEW',
  SWIVEL: 'SWIVEL',
  TILT_3D: 'TILT_3D',
  TRACK: 'TRACK',
  TRACK_3D: 'TRACK_3D',
} as const;

/**
 * - `AIRY`: Drifts loosely after the pointer with a light rotation.
 * - `BLOB`: Squashes and stretches toward the pointer.
 * - `BLUR`: Shifts after the pointer while blurring.
 * - `SCALE`: Scales as the pointer approaches.
 * - `SKEW`: Skews toward the pointer.
 * - `SWIVEL`: Rotates around a pivot edge or axis, following the pointer.
 * - `TILT_3D`: Tilts in 3D perspective toward the pointer.
 * - `TRACK`: Follows the pointer's position.
 * - `TRACK_3D`: Follows the pointer with a 3D depth motion.
 */
export type PointerEffectType = (typeof PointerEffectType)[keyof typeof PointerEffectType];

export interface Poll {
  /** Poll ID. */
  id?: string;
  /** Poll title. */
  title?: string;
  /** Poll creator ID. */
  creatorId?: string;
  /** Main poll image. */
  image?: NodeMedia;
  /** Voting options. */
  options?: PollOption[];
  /** The poll's permissions and display settings. */
  settings?: PollSettings;
}

export interface PollData {
  /** Styling for the poll's container. */
  containerData?: PluginContainerData;
  /** Poll data. */
  poll?: Poll;
  /** Layout settings for the poll and voting options. */
  layout?: PollDataLayout;
  /** Styling for the poll and voting options. */
  design?: PollDataDesign;
  /** Node animation. */
  animation?: Animation;
}

export interface PollDataDesign {
  /** Styling for the poll. */
  poll?: PollDesign;
  /** Styling for voting options. */
  options?: OptionDesign;
}

export interface PollDataLayout {
  /** Poll layout settings. */
  poll?: PollLayout;
  /** Voting otpions layout settings. */
  options?: OptionLayout;
}

export interface PollDesign {
  /** Background styling. */
  background?: PollDesignBackground;
  /** Border radius in pixels. */
  borderRadius?: number;
}

export interface PollDesignBackground {
  /** The background color as a hexademical value. */
  color?: string;
  /** An image to use for the background. */
  image?: NodeMedia;
  /** Details for a gradient background. */
  gradient?: BackgroundGradient;
  /** Background type. For each option, include the relevant details. */
  type?: PollDesignBackgroundType;
}

/**
 * - `COLOR`: Color background type
 * - `IMAGE`: Image background type
 * - `GRADIENT`: Gradiant background type
 */
export const PollDesignBackgroundType = {
  COLOR: 'COLOR',
  IMAGE: 'IMAGE',
  GRADIENT: 'GRADIENT',
} as const;

/**
 * - `COLOR`: Color background type
 * - `IMAGE`: Image background type
 * - `GRADIENT`: Gradiant background type
 */
export type PollDesignBackgroundType = (typeof PollDesignBackgroundType)[keyof typeof PollDesignBackgroundType];

export interface PollLayout {
  /** The layout for displaying the voting options. */
  type?: PollLayoutType;
  /** The direction of the text displayed in the voting options. Text can be displayed either right-to-left or left-to-right. */
  direction?: PollLayoutDirection;
  /** Sets whether to display the main poll image. Defaults to `false`. */
  enableImage?: boolean;
}

/**
 * - `LTR`: Left-to-right
 * - `RTL`: Right-to-left
 */
export const PollLayoutDirection = {
  LTR: 'LTR',
  RTL: 'RTL',
} as const;

/**
 * - `LTR`: Left-to-right
 * - `RTL`: Right-to-left
 */
export type PollLayoutDirection = (typeof PollLayoutDirection)[keyof typeof PollLayoutDirection];

/**
 * - `LIST`: List
 * - `GRID`: Grid
 */
export const PollLayoutType = {
  LIST: 'LIST',
  GRID: 'GRID',
} as const;

/**
 * - `LIST`: List
 * - `GRID`: Grid
 */
export type PollLayoutType = (typeof PollLayoutType)[keyof typeof PollLayoutType];

export interface PollOption {
  /** Option ID. */
  id?: string;
  /** Option title. */
  title?: string;
  /** The image displayed with the option. */
  image?: NodeMedia;
}

export interface PollPermissions {
  /** Sets who can view the poll results. */
  view?: ViewRole;
  /** Sets who can vote. */
  vote?: VoteRole;
  /** Sets whether one voter can vote multiple times. Defaults to `false`. */
  allowMultipleVotes?: boolean;
}

export interface PollSettings {
  /** Permissions settings for voting. */
  permissions?: PollPermissions;
  /** Sets whether voters are displayed in the vote results. Defaults to `true`. */
  showVoters?: boolean;
  /** Sets whether the vote count is displayed. Defaults to `true`. */
  showVotesCount?: boolean;
}

/** A published blog post. Fields outside the base set (`url`, `contentText`, `metrics`, `seoData`, `contactId`, `richContent`, `referenceId`) are returned only when the matching fieldset is requested. */
export interface Post {
  /** Post ID. */
  id?: string;
  /** Post title. */
  title?: string;
  /** Post excerpt. Set by a contributor or, by default, taken from the first characters of the content. */
  excerpt?: string;
  /** The post's content as plain text (fieldset `CONTENT_TEXT`). */
  contentText?: string;
  /** Date the post was first published. */
  firstPublishedDate?: Date;
  /** Date the post was last published. */
  lastPublishedDate?: Date;
  /** Post page URL (fieldset `URL`). */
  url?: PageUrl;
  /** Post slug, the last part of the post's URL, e.g. `post-slug`. */
  slug?: string;
  /** Whether the post is marked as featured. */
  featured?: boolean;
  /** Whether the post is pinned. Pinned posts are placed at the top of the post list. */
  pinned?: boolean;
  /** IDs of the post's categories. */
  categoryIds?: string[];
  /**
   * Deprecated, use `media`. Post cover media.
   * @deprecated
   */
  coverMedia?: CoverMedia;
  /** Member ID of the post's owner. */
  memberId?: string;
  /** Hashtags in the post. */
  hashtags?: string[];
  /** Whether commenting on the post is enabled. */
  commentingEnabled?: boolean;
  /** Estimated reading time in minutes (calculated automatically). */
  minutesToRead?: number;
  /** Image placed at the top of the post page. */
  heroImage?: Image;
  /** IDs of the tags the post is tagged with. */
  tagIds?: string[];
  /** IDs of posts related to this post. */
  relatedPostIds?: string[];
  /** IDs of the pricing plans the post is assigned to, if any. */
  pricingPlanIds?: string[];
  /** ID shared by all translations of this post (multilingual sites). */
  translationId?: string;
  /** Language of the post, a 2-or-4-letter IETF BCP 47 language tag. */
  language?: string;
  /** Post metrics (fieldset `METRICS`). Use Get Post Metrics for consistent values. */
  metrics?: Metrics;
  /** SEO data (fieldset `SEO`). */
  seoData?: SeoSchema;
  /** Contact ID of the post's owner (fieldset `CONTACT_ID`). */
  contactId?: string;
  /** Post content as a rich content document (fieldset `RICH_CONTENT`). */
  richContent?: RichContent;
  /** Whether the returned content is a preview of premium content (a limited number of paragraphs of paid content shown to non-subscribed users). Default `false`. */
  preview?: boolean;
  /** Reserved for internal use. */
  contentId?: string;
  /** Reserved for internal use. ID of the member who most recently contributed to the post. */
  mostRecentContributorId?: string;
  /** Moderation details. Only relevant to posts submitted by guest writers. */
  moderationDetails?: ModerationDetails;
  /** Post cover media. */
  media?: Media;
  /** Post content as compressed binary data: the base64 of the gzip'ed UTF-8 JSON of a rich content document. Expanded by the runtime into `richContent`. */
  richContentCompressed?: string;
  /** Whether a draft of the post has changes that are not published yet. */
  hasUnpublishedChanges?: boolean;
  /** The post's translations (multilingual sites). */
  translations?: PostTranslation[];
  /** Whether the excerpt was set by a contributor (`true`) or generated from the content (`false`). */
  customExcerpt?: boolean;
  /** Post reference ID, used to reference the post from other entities such as comments (fieldset `REFERENCE_ID`). */
  referenceId?: string;
}

/**
 * Order of the periods returned by Query Post Count Stats (the SDK's `Order`). Default `OLDEST`.
 * - `UNKNOWN`: unspecified.
 * - `OLDEST`: by date, ascending.
 * - `NEWEST`: by date, descending.
 */
export const PostCountOrder = {
  UNKNOWN: 'UNKNOWN',
  OLDEST: 'OLDEST',
  NEWEST: 'NEWEST',
} as const;

/**
 * Order of the periods returned by Query Post Count Stats (the SDK's `Order`). Default `OLDEST`.
 * - `UNKNOWN`: unspecified.
 * - `OLDEST`: by date, ascending.
 * - `NEWEST`: by date, descending.
 */
export type PostCountOrder = (typeof PostCountOrder)[keyof typeof PostCountOrder];

export interface PostCreatedEvent {
  entity: Post;
  metadata: EventMetadata;
}

export interface PostDeletedEvent {
  /** The deleted post, when delivered. Its ID is always `metadata.entityId`. */
  entity?: Post;
  metadata: EventMetadata;
}

/**
 * Fieldsets: additional post fields to include in a response.
 * - `UNKNOWN`: no additional field.
 * - `URL`: the post URL.
 * - `CONTENT_TEXT`: the post content as plain text.
 * - `METRICS`: the post metrics.
 * - `SEO`: the SEO data.
 * - `CONTACT_ID`: the contact ID of the post's owner.
 * - `RICH_CONTENT`: the post content as rich content.
 * - `REFERENCE_ID`: the post reference ID.
 */
export const PostFieldField = {
  UNKNOWN: 'UNKNOWN',
  URL: 'URL',
  CONTENT_TEXT: 'CONTENT_TEXT',
  METRICS: 'METRICS',
  SEO: 'SEO',
  CONTACT_ID: 'CONTACT_ID',
  RICH_CONTENT: 'RICH_CONTENT',
  REFERENCE_ID: 'REFERENCE_ID',
} as const;

/**
 * Fieldsets: additional post fields to include in a response.
 * - `UNKNOWN`: no additional field.
 * - `URL`: the post URL.
 * - `CONTENT_TEXT`: the post content as plain text.
 * - `METRICS`: the post metrics.
 * - `SEO`: the SEO data.
 * - `CONTACT_ID`: the contact ID of the post's owner.
 * - `RICH_CONTENT`: the post content as rich content.
 * - `REFERENCE_ID`: the post reference ID.
 */
export type PostFieldField = (typeof PostFieldField)[keyof typeof PostFieldField];

/** A like of a post. Either `memberId` or `anonymousVisitorId` is set. */
export interface PostLiked {
  /** ID of the liked post. */
  postId?: string;
  /** Member ID of the person who liked the post, when logged in. */
  memberId?: string;
  /** Visitor ID of the person who liked the post, when not logged in. */
  anonymousVisitorId?: string;
}

export interface PostLikedEvent {
  data: PostLiked;
  metadata: EventMetadata;
}

/** Query of published posts. The first request may carry `filter` and `sort`; following requests carry only `cursorPaging.cursor`. */
export interface PostQuery {
  /** Filter in the platform's query language, `{"field": value}` or `{"field": {"$operator": value}}`. Filterable fields include `id`, `title`, `firstPublishedDate`, `lastPublishedDate`, `slug`, `featured`, `pinned`, `memberId`, `categoryIds`, `tagIds`, `hashtags`, `pricingPlanIds`, `translationId`, `language`, `metrics.comments`, `metrics.likes`, `metrics.views`, `media.displayed`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$hasSome`, `$hasAll`, `$startsWith`, `$exists`. */
  filter?: Record<string, unknown>;
  /** Sort entries, applied in order. */
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

/**
 * Status of a draft post (and of its translations).
 * - `UNKNOWN`: unknown status.
 * - `PUBLISHED`: the post is published.
 * - `UNPUBLISHED`: the post is not published.
 * - `SCHEDULED`: the post is scheduled for publication.
 * - `DELETED`: the post is deleted (in the trash).
 * - `IN_REVIEW`: the post was submitted by a guest writer and waits for review.
 */
export const PostStatus = {
  UNKNOWN: 'UNKNOWN',
  PUBLISHED: 'PUBLISHED',
  UNPUBLISHED: 'UNPUBLISHED',
  SCHEDULED: 'SCHEDULED',
  DELETED: 'DELETED',
  IN_REVIEW: 'IN_REVIEW',
} as const;

/**
 * Status of a draft post (and of its translations).
 * - `UNKNOWN`: unknown status.
 * - `PUBLISHED`: the post is published.
 * - `UNPUBLISHED`: the post is not published.
 * - `SCHEDULED`: the post is scheduled for publication.
 * - `DELETED`: the post is deleted (in the trash).
 * - `IN_REVIEW`: the post was submitted by a guest writer and waits for review.
 */
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

/** A translation of a post. */
export interface PostTranslation {
  /** ID of the translated post. */
  id?: string;
  /** Language of the translated post. */
  language?: string;
  /** Slug of the translated post. */
  slug?: string;
  /** SEO data of the translated post. */
  seoData?: SeoSchema;
  /** URL of the translated post. */
  url?: PageUrl;
}

/** Removal of a like of a post. Either `memberId` or `anonymousVisitorId` is set. */
export interface PostUnliked {
  /** ID of the unliked post. */
  postId?: string;
  /** Member ID of the person who removed the like, when logged in. */
  memberId?: string;
  /** Visitor ID of the person who removed the like, when not logged in. */
  anonymousVisitorId?: string;
}

export interface PostUnlikedEvent {
  data: PostUnliked;
  metadata: EventMetadata;
}

export interface PostUpdatedEvent {
  /** The post after the update. */
  entity: Post;
  metadata: EventMetadata;
}

export interface PricingData {
  /** Minimum numeric price value as string (e.g., "10.99"). */
  valueFrom?: string;
  /** Maximum numeric price value as string (e.g., "19.99"). */
  valueTo?: string;
  /** Numeric price value as string after discount application (e.g., "15.99"). */
  discountedValue?: string;
  /** Currency of the value in ISO 4217 format (e.g., "USD", "EUR"). */
  currency?: string;
  /** Pricing plan ID. */
  pricingPlanId?: string;
}

export interface QueryPostCountStatsResponse {
  /** Published post counts per month. Months without published posts are omitted. */
  stats?: PeriodPostCount[];
}

export interface QueryPostsRequest {
  query: PostQuery;
  /** Additional post fields to include in the response. By default only the post's base fields are returned. */
  fieldsets?: PostFieldField[];
  /** When `true`, `pagingMetadata.total` is omitted; `hasNext` and the next cursor are still returned. */
  skipCount?: boolean;
}

export interface QueryPostsResponse {
  /** The retrieved posts. */
  posts?: Post[];
  pagingMetadata?: PagingMetadataV2;
}

export interface Rel {
  /** Indicates to search engine crawlers not to follow the link. Defaults to `false`. */
  nofollow?: boolean;
  /** Indicates to search engine crawlers that the link is a paid placement such as sponsored content or an advertisement. Defaults to `false`. */
  sponsored?: boolean;
  /** Indicates that this link is user-generated content and isn't necessarily trusted or endorsed by the page’s author. For example, a link in a fourm post. Defaults to `false`. */
  ugc?: boolean;
  /** Indicates that this link protect referral information from being passed to the target website. */
  noreferrer?: boolean;
}

/**
 * - `FILL`: Fill the container, may crop the image
 * - `FIT`: Fit the image within the container
 */
export const Resizing = {
  FILL: 'FILL',
  FIT: 'FIT',
} as const;

/**
 * - `FILL`: Fill the container, may crop the image
 * - `FIT`: Fit the image within the container
 */
export type Resizing = (typeof Resizing)[keyof typeof Resizing];

/**
 * - `STACK`: Stacking of columns
 * - `WRAP`: Wrapping of columns
 */
export const ResponsivenessBehaviour = {
  STACK: 'STACK',
  WRAP: 'WRAP',
} as const;

/**
 * - `STACK`: Stacking of columns
 * - `WRAP`: Wrapping of columns
 */
export type ResponsivenessBehaviour = (typeof ResponsivenessBehaviour)[keyof typeof ResponsivenessBehaviour];

export interface RibbonStyles {
  /** Text to display on the ribbon. */
  ribbonText?: string;
  /** Ribbon background color as a hexadecimal value. */
  backgroundColor?: string;
  /** Ribbon text color as a hexadecimal value. */
  textColor?: string;
  /** Ribbon border color as a hexadecimal value. */
  borderColor?: string;
  /** Ribbon border width in pixels. */
  borderWidth?: number;
  /** Ribbon border radius in pixels. */
  borderRadius?: number;
  /** Placement of the ribbon. Defaults to `IMAGE`. */
  ribbonPlacement?: Placement;
}

/** A rich content (Ricos) document: a tree of nodes, document metadata and document-wide styles. */
export interface RichContent {
  /** Node objects representing a rich content document. */
  nodes?: Node[];
  /** Object metadata. */
  metadata?: RichContentMetadata;
  /** Global styling for header, paragraph, block quote, and code block nodes in the object. */
  documentStyle?: DocumentStyle;
}

/** Metadata of a rich content document. */
export interface RichContentMetadata {
  /** Schema version. */
  version?: number;
  /** When the object was created. */
  createdTimestamp?: Date;
  /** When the object was most recently updated. */
  updatedTimestamp?: Date;
  /** Object ID. */
  id?: string;
}

/**
 * - `AUTO`: Auto image scaling
 * - `CONTAIN`: Contain image scaling
 * - `COVER`: Cover image scaling
 */
export const Scaling = {
  AUTO: 'AUTO',
  CONTAIN: 'CONTAIN',
  COVER: 'COVER',
} as const;

/**
 * - `AUTO`: Auto image scaling
 * - `CONTAIN`: Contain image scaling
 * - `COVER`: Cover image scaling
 */
export type Scaling = (typeof Scaling)[keyof typeof Scaling];

/** Decorative shape divider at a layout edge */
export interface SectionDivider {
  /** Divider shape preset. Determines which customization properties apply. */
  type?: Shape;
  /** Divider fill color as a hexadecimal value (may include alpha). */
  color?: string;
  /** Divider height in pixels. */
  height?: number;
  /** Horizontal offset in pixels. */
  offsetX?: number;
  /** Whether the shape is flipped horizontally. */
  flipped?: boolean;
  /** Layers effect - stacked semi-transparent copies of the divider shape. */
  layers?: Layers;
}

/** An SEO keyword. */
export interface SeoKeyword {
  /** Keyword value. */
  term?: string;
  /** Whether this is the main focus keyword. */
  isMain?: boolean;
  /** Source that added the keyword. */
  origin?: string;
}

/** SEO data: meta tags and settings that make search engines present the page properly. Overrides other sources of tags and is placed in the page's `<head>`. */
export interface SeoSchema {
  /** SEO tags. */
  tags?: SeoTag[];
  settings?: SeoSettings;
}

/** General SEO settings. */
export interface SeoSettings {
  /** Whether the automatic redirect from the old URL to the new one is disabled. Default `false`. */
  preventAutoRedirect?: boolean;
  /** Keyword terms selected for the page. */
  keywords?: SeoKeyword[];
}

/** One SEO tag (the SDK's SEO `Tag`). */
export interface SeoTag {
  /** Tag type: `title`, `meta`, `script` or `link`. */
  type?: string;
  /** Tag attributes as key-value pairs, e.g. `{"name": "description", "content": "..."}`. */
  props?: Record<string, unknown>;
  /** Tag metadata, e.g. `{"height": 300, "width": 240}`. */
  meta?: Record<string, unknown>;
  /** Inner content of the tag, e.g. the text of a `<title>`. */
  children?: string;
  /** Whether the tag is a custom tag from the site's advanced SEO settings. */
  custom?: boolean;
  /** Whether the tag is disabled. */
  disabled?: boolean;
}

/**
 * Divider shape preset
 * - `ELLIPSE`: Ellipse shape
 * - `TILT`: Tilt shape
 * - `LIQUID`: Liquid shape
 * - `LEFT_WAVE`: Left wave shape
 * - `PAINT_SCRIBBLE`: Paint scribble shape
 * - `INVERTED_ELLIPSE`: Inverted ellipse shape
 * - `RIGHT_WAVE`: Right wave shape
 * - `DUNES`: Dunes shape
 * - `WAVES`: Waves shape
 * - `TRIANGLE`: Triangle shape
 * - `SEMI_ELLIPSE`: Semi-ellipse shape
 * - `PLANTS`: Plants shape
 * - `LAYERED_ELLIPSE`: Layered ellipse shape
 * - `PIXELS`: Pixels shape
 * - `PAINT`: Paint shape
 * - `CLOUDS`: Clouds shape
 * - `OPTICAL_ILLUSION`: Optical illusion shape
 * - `STRIPES`: Stripes shape
 * - `BLOBS`: Blobs shape
 * - `SEMI_CIRCLES`: Semi-circles shape
 * - `HILL`: Hill shape
 * - `BRUSH`: Brush shape
 * - `PEAKS`: Peaks shape
 * - `ANGLED_TRIANGLE`: Angled triangle shape
 */
export const Shape = {
  ELLIPSE: 'ELLIPSE',
  TILT: 'TILT',
  LIQUID: 'LIQUID',
  LEFT_WAVE: 'LEFT_WAVE',
  PAINT_SCRIBBLE: 'PAINT_SCRIBBLE',
  INVERTED_ELLIPSE: 'INVERTED_ELLIPSE',
  RIGHT_WAVE: 'RIGHT_WAVE',
  DUNES: 'DUNES',
  WAVES: 'WAVES',
  TRIANGLE: 'TRIANGLE',
  SEMI_ELLIPSE: 'SEMI_ELLIPSE',
  PLANTS: 'PLANTS',
  LAYERED_ELLIPSE: 'LAYERED_ELLIPSE',
  PIXELS: 'PIXELS',
  PAINT: 'PAINT',
  CLOUDS: 'CLOUDS',
  OPTICAL_ILLUSION: 'OPTICAL_ILLUSION',
  STRIPES: 'STRIPES',
  BLOBS: 'BLOBS',
  SEMI_CIRCLES: 'SEMI_CIRCLES',
  HILL: 'HILL',
  BRUSH: 'BRUSH',
  PEAKS: 'PEAKS',
  ANGLED_TRIANGLE: 'ANGLED_TRIANGLE',
} as const;

/**
 * Divider shape preset
 * - `ELLIPSE`: Ellipse shape
 * - `TILT`: Tilt shape
 * - `LIQUID`: Liquid shape
 * - `LEFT_WAVE`: Left wave shape
 * - `PAINT_SCRIBBLE`: Paint scribble shape
 * - `INVERTED_ELLIPSE`: Inverted ellipse shape
 * - `RIGHT_WAVE`: Right wave shape
 * - `DUNES`: Dunes shape
 * - `WAVES`: Waves shape
 * - `TRIANGLE`: Triangle shape
 * - `SEMI_ELLIPSE`: Semi-ellipse shape
 * - `PLANTS`: Plants shape
 * - `LAYERED_ELLIPSE`: Layered ellipse shape
 * - `PIXELS`: Pixels shape
 * - `PAINT`: Paint shape
 * - `CLOUDS`: Clouds shape
 * - `OPTICAL_ILLUSION`: Optical illusion shape
 * - `STRIPES`: Stripes shape
 * - `BLOBS`: Blobs shape
 * - `SEMI_CIRCLES`: Semi-circles shape
 * - `HILL`: Hill shape
 * - `BRUSH`: Brush shape
 * - `PEAKS`: Peaks shape
 * - `ANGLED_TRIANGLE`: Angled triangle shape
 */
export type Shape = (typeof Shape)[keyof typeof Shape];

export interface ShapeData {
  /** Styling for the shape's container. */
  containerData?: PluginContainerData;
  /** Shape file details. */
  shape?: NodeMedia;
  /** Styling for the shape. */
  styles?: ShapeDataStyles;
  /** Node animation. */
  animation?: Animation;
  /** Link details for shapes that are links. */
  link?: NodeLink;
  /** Alternate text describing the link's purpose for accessibility. Applies only when `link` is set. */
  altText?: string;
}

export interface ShapeDataStyles {
  /** Shape fill color as a hexadecimal value. */
  color?: string;
  /** Map of original color keys to their new color values. */
  colors?: Record<string, unknown>;
}

export interface SketchData {
  /** The sketch annotation variant to draw over the text. */
  variant?: Variant;
  /** Annotation color. Defaults to the theme action color. */
  color?: string;
  /** Whether the annotation animates on first paint. Defaults to `true`. */
  animate?: boolean;
}

/** Data for a smart block cell node. */
export interface SmartBlockCellData {
  /** Optional label text for the cell (e.g., for stats variants). */
  label?: string;
  /** Shape file details. */
  shape?: NodeMedia;
  /** Border color of the cell. */
  borderColor?: string;
  /** Border width in pixels. */
  borderWidth?: number;
  /** Border radius in pixels. */
  borderRadius?: number;
  /** The type of the parent smart block (must match parent). */
  type?: SmartBlockDataType;
  /** Accent color for non-background variants (e.g., line, bullet, label color). */
  accentColor?: string;
  /** Background color for background-based variants (SOLID_BOXES, SOLID_BOXES_ALTERNATING, SOLID_JOINED_BOXES). */
  backgroundColor?: string;
  /** Shape fill color as a hexadecimal value. */
  shapeColor?: string;
}

/** Data for a smart block node. */
export interface SmartBlockData {
  /** The type of the smart block. */
  type?: SmartBlockDataType;
  /** Layout orientation. HORIZONTAL or VERTICAL. Optional for variants with fixed orientation. */
  orientation?: string;
  /** Column size controlling cells per row. */
  columnSize?: ColumnSize;
  /** Border color (for SOLID_JOINED_BOXES variant). */
  borderColor?: string;
  /** Border width in pixels (for SOLID_JOINED_BOXES variant). */
  borderWidth?: number;
  /** Border radius in pixels (for SOLID_JOINED_BOXES variant). */
  borderRadius?: number;
  /** Node animation. */
  animation?: Animation;
}

/**
 * Layout type of the smart block
 * - `SOLID_BOXES`: Grid-based layouts with solid box items containing title, body, and icon/image.
 * - `NUMBERED_BOXES`: Numbered boxes.
 * - `STATS`: Statistics display with large numbers/values.
 * - `CIRCLE_STATS`: Statistics with circular visual elements.
 * - `SOLID_BOXES_ALTERNATING`: Staggered/zigzag grid layout with alternating box positions.
 * - `SOLID_JOINED_BOXES`: Grid layout with boxes visually joined (no gaps, shared container border).
 * - `SIDE_LINE_TEXT`: Transparent cells with only a left side line.
 * - `TOP_LINE_TEXT`: Transparent cells with only a top line.
 * - `OUTLINE_BOXES_WITH_TOP_CIRCLE`: Outlined boxes with a numbered/icon circle at the top.
 * - `BIG_BULLETS`: Large icon bullets with text content.
 * - `SMALL_BULLETS`: Small dot bullets with text content.
 * - `ARROW_BULLETS`: Arrow icon bullets with text content.
 * - `PROCESS_STEPS`: Process steps with numbered/icon labels above a horizontal line.
 * - `BAR_STATS`: Statistics with bar visual elements.
 * - `TIMELINE`: Timeline layout with numbered chips on a connecting line; cells alternate around the line.
 * - `MINIMAL_TIMELINE`: Timeline layout with plain dot indicators; no numbers or shapes; cells alternate around the line.
 * - `PILLS`: Numbered pill-shaped labels (stadium chips) with text content; supports HORIZONTAL (pill on top) and VERTICAL (pill on left) orientations.
 * - `STAR_RATING`: Star rating display with stars and a numeric value per cell.
 * - `QUOTE_BOXES`: Outlined boxes with decorative quote glyphs at the top-left and bottom-right corners.
 * - `CIRCLE`: Donut/ring with numbered annular-sector segments; cell text labels sit outside the ring.
 * - `PYRAMID`: Hierarchical pyramid where each cell renders as a horizontal slice (apex at top, base at bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the pyramid.
 * - `STAIRCASE`: Cells render a horizontal bar whose width scales with cell index, creating a staircase pattern; bar carries the cell number or a custom shape.
 * - `VERTICAL_FUNNEL`: Hierarchical funnel where each cell renders as a horizontal slice (wide at top, narrowing toward the bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the funnel.
 */
export const SmartBlockDataType = {
  SOLID_BOXES: 'SOLID_BOXES',
  NUMBERED_BOXES: 'NUMBERED_BOXES',
  STATS: 'STATS',
  CIRCLE_STATS: 'CIRCLE_STATS',
  SOLID_BOXES_ALTERNATING: 'SOLID_BOXES_ALTERNATING',
  SOLID_JOINED_BOXES: 'SOLID_JOINED_BOXES',
  SIDE_LINE_TEXT: 'SIDE_LINE_TEXT',
  TOP_LINE_TEXT: 'TOP_LINE_TEXT',
  OUTLINE_BOXES_WITH_TOP_CIRCLE: 'OUTLINE_BOXES_WITH_TOP_CIRCLE',
  BIG_BULLETS: 'BIG_BULLETS',
  SMALL_BULLETS: 'SMALL_BULLETS',
  ARROW_BULLETS: 'ARROW_BULLETS',
  PROCESS_STEPS: 'PROCESS_STEPS',
  BAR_STATS: 'BAR_STATS',
  TIMELINE: 'TIMELINE',
  MINIMAL_TIMELINE: 'MINIMAL_TIMELINE',
  PILLS: 'PILLS',
  STAR_RATING: 'STAR_RATING',
  QUOTE_BOXES: 'QUOTE_BOXES',
  CIRCLE: 'CIRCLE',
  PYRAMID: 'PYRAMID',
  STAIRCASE: 'STAIRCASE',
  VERTICAL_FUNNEL: 'VERTICAL_FUNNEL',
} as const;

/**
 * Layout type of the smart block
 * - `SOLID_BOXES`: Grid-based layouts with solid box items containing title, body, and icon/image.
 * - `NUMBERED_BOXES`: Numbered boxes.
 * - `STATS`: Statistics display with large numbers/values.
 * - `CIRCLE_STATS`: Statistics with circular visual elements.
 * - `SOLID_BOXES_ALTERNATING`: Staggered/zigzag grid layout with alternating box positions.
 * - `SOLID_JOINED_BOXES`: Grid layout with boxes visually joined (no gaps, shared container border).
 * - `SIDE_LINE_TEXT`: Transparent cells with only a left side line.
 * - `TOP_LINE_TEXT`: Transparent cells with only a top line.
 * - `OUTLINE_BOXES_WITH_TOP_CIRCLE`: Outlined boxes with a numbered/icon circle at the top.
 * - `BIG_BULLETS`: Large icon bullets with text content.
 * - `SMALL_BULLETS`: Small dot bullets with text content.
 * - `ARROW_BULLETS`: Arrow icon bullets with text content.
 * - `PROCESS_STEPS`: Process steps with numbered/icon labels above a horizontal line.
 * - `BAR_STATS`: Statistics with bar visual elements.
 * - `TIMELINE`: Timeline layout with numbered chips on a connecting line; cells alternate around the line.
 * - `MINIMAL_TIMELINE`: Timeline layout with plain dot indicators; no numbers or shapes; cells alternate around the line.
 * - `PILLS`: Numbered pill-shaped labels (stadium chips) with text content; supports HORIZONTAL (pill on top) and VERTICAL (pill on left) orientations.
 * - `STAR_RATING`: Star rating display with stars and a numeric value per cell.
 * - `QUOTE_BOXES`: Outlined boxes with decorative quote glyphs at the top-left and bottom-right corners.
 * - `CIRCLE`: Donut/ring with numbered annular-sector segments; cell text labels sit outside the ring.
 * - `PYRAMID`: Hierarchical pyramid where each cell renders as a horizontal slice (apex at top, base at bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the pyramid.
 * - `STAIRCASE`: Cells render a horizontal bar whose width scales with cell index, creating a staircase pattern; bar carries the cell number or a custom shape.
 * - `VERTICAL_FUNNEL`: Hierarchical funnel where each cell renders as a horizontal slice (wide at top, narrowing toward the bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the funnel.
 */
export type SmartBlockDataType = (typeof SmartBlockDataType)[keyof typeof SmartBlockDataType];

/** Direction of a query sort entry (the SDK's `SortOrder`). */
export const SortDirection = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Direction of a query sort entry (the SDK's `SortOrder`). */
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export interface Sorting {
  /** Name of the field to sort by, e.g. `firstPublishedDate`. */
  fieldName?: string;
  order?: SortDirection;
}

/**
 * Sort order of List Posts (the SDK's `GetPostsSort`).
 * - `FEED`: by `firstPublishedDate`, newest first, pinned posts first.
 * - `PUBLISHED_DATE_ASC`: by `firstPublishedDate`, oldest first.
 * - `PUBLISHED_DATE_DESC`: by `firstPublishedDate`, newest first.
 * - `VIEW_COUNT`: by number of views, most viewed first.
 * - `LIKE_COUNT`: by number of likes, most liked first.
 * - `TITLE_ASC`: by `title`, ascending.
 * - `TITLE_DESC`: by `title`, descending.
 */
export const SortOrder = {
  FEED: 'FEED',
  PUBLISHED_DATE_ASC: 'PUBLISHED_DATE_ASC',
  PUBLISHED_DATE_DESC: 'PUBLISHED_DATE_DESC',
  VIEW_COUNT: 'VIEW_COUNT',
  LIKE_COUNT: 'LIKE_COUNT',
  TITLE_ASC: 'TITLE_ASC',
  TITLE_DESC: 'TITLE_DESC',
} as const;

/**
 * Sort order of List Posts (the SDK's `GetPostsSort`).
 * - `FEED`: by `firstPublishedDate`, newest first, pinned posts first.
 * - `PUBLISHED_DATE_ASC`: by `firstPublishedDate`, oldest first.
 * - `PUBLISHED_DATE_DESC`: by `firstPublishedDate`, newest first.
 * - `VIEW_COUNT`: by number of views, most viewed first.
 * - `LIKE_COUNT`: by number of likes, most liked first.
 * - `TITLE_ASC`: by `title`, ascending.
 * - `TITLE_DESC`: by `title`, descending.
 */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export interface Spoiler {
  /** Sets whether the spoiler cover is enabled for this node. Defaults to `false`. */
  enabled?: boolean;
  /** The description displayed on top of the spoiler cover. */
  description?: string;
  /** The text for the button used to remove the spoiler cover. */
  buttonText?: string;
}

export interface SpoilerData {
  /** Spoiler ID. */
  id?: string;
}

/** A single color stop in the gradient. */
export interface Stop {
  /** Stop color as hex value. */
  color?: string;
  /** Stop position (0-1). */
  position?: number;
}

export interface StylesBorder {
  /** Border width in pixels. */
  width?: number;
  /** Border color as a hexadecimal value. */
  color?: string;
  /** Border radius in pixels. */
  radius?: number;
}

/**
 * - `START`: Thumbnail positioned at the start (left in LTR layouts, right in RTL layouts)
 * - `END`: Thumbnail positioned at the end (right in LTR layouts, left in RTL layouts)
 * - `TOP`: Thumbnail positioned at the top
 * - `HIDDEN`: Thumbnail hidden and not displayed
 */
export const StylesPosition = {
  START: 'START',
  END: 'END',
  TOP: 'TOP',
  HIDDEN: 'HIDDEN',
} as const;

/**
 * - `START`: Thumbnail positioned at the start (left in LTR layouts, right in RTL layouts)
 * - `END`: Thumbnail positioned at the end (right in LTR layouts, left in RTL layouts)
 * - `TOP`: Thumbnail positioned at the top
 * - `HIDDEN`: Thumbnail hidden and not displayed
 */
export type StylesPosition = (typeof StylesPosition)[keyof typeof StylesPosition];

export interface TableCellData {
  /** Styling for the cell's background color and text alignment. */
  cellStyle?: CellStyle;
  /** The cell's border colors. */
  borderColors?: BorderColors;
  /** Defines how many columns the cell spans. Default: 1. */
  colspan?: number;
  /** Defines how many rows the cell spans. Default: 1. */
  rowspan?: number;
  /** The cell's border widths. */
  borderWidths?: BorderWidths;
}

export interface TableData {
  /** Styling for the table's container. */
  containerData?: PluginContainerData;
  /** The table's dimensions. */
  dimensions?: Dimensions;
  /** Deprecated: Use `rowHeader` and `columnHeader` instead. */
  header?: boolean;
  /** Sets whether the table's first row is a header. Defaults to `false`. */
  rowHeader?: boolean;
  /** Sets whether the table's first column is a header. Defaults to `false`. */
  columnHeader?: boolean;
  /** The spacing between cells in pixels. Defaults to `0`. */
  cellSpacing?: number;
  /** Padding in pixels for cells. Follows CSS order: top, right, bottom, left. */
  cellPadding?: number[];
  /** Table's alternative text. */
  altText?: string;
  /** Node animation. */
  animation?: Animation;
}

/** A blog tag (the SDK's `BlogTag`). A blog can't have two tags with the same label. */
export interface Tag {
  /** Tag ID. */
  id?: string;
  /** Tag label. */
  label?: string;
  /** Last part of the tag page's URL. */
  slug?: string;
  /** Date the tag was created. */
  createdDate?: Date;
  /** Date the tag was last updated. */
  updatedDate?: Date;
  /**
   * Deprecated, use `publishedPostCount`. Number of posts with this tag, including unpublished drafts.
   * @deprecated
   */
  postCount?: number;
  /** URL of the page that lists the tag's posts. */
  url?: PageUrl;
  /** Number of published posts with this tag. */
  publishedPostCount?: number;
  /** ID shared by all translations of this tag. */
  translationId?: string;
  /** Language of the tag, a 2-or-4-letter IETF BCP 47 language tag. */
  language?: string;
  /** SEO data. */
  seoData?: SeoSchema;
}

export interface TagCreatedEvent {
  entity: Tag;
  metadata: EventMetadata;
}

/** The deleted tag's ID is `metadata.entityId`. */
export interface TagDeletedEvent {
  metadata: EventMetadata;
}

export interface TagUpdatedEvent {
  /** The tag after the update. */
  entity: Tag;
  metadata: EventMetadata;
}

/**
 * - `SELF`: Opens the linked document in the same frame as it was clicked (this is default)
 * - `BLANK`: Opens the linked document in a new window or tab
 * - `PARENT`: Opens the linked document in the parent frame
 * - `TOP`: Opens the linked document in the full body of the window
 */
export const Target = {
  SELF: 'SELF',
  BLANK: 'BLANK',
  PARENT: 'PARENT',
  TOP: 'TOP',
} as const;

/**
 * - `SELF`: Opens the linked document in the same frame as it was clicked (this is default)
 * - `BLANK`: Opens the linked document in a new window or tab
 * - `PARENT`: Opens the linked document in the parent frame
 * - `TOP`: Opens the linked document in the full body of the window
 */
export type Target = (typeof Target)[keyof typeof Target];

/**
 * - `AUTO`: browser default, eqivalent to `initial`
 * - `LEFT`: Left align
 * - `RIGHT`: Right align
 * - `CENTER`: Center align
 * - `JUSTIFY`: Text is spaced to line up its left and right edges to the left and right edges of the line box, except for the last line
 */
export const TextAlignment = {
  AUTO: 'AUTO',
  LEFT: 'LEFT',
  RIGHT: 'RIGHT',
  CENTER: 'CENTER',
  JUSTIFY: 'JUSTIFY',
} as const;

/**
 * - `AUTO`: browser default, eqivalent to `initial`
 * - `LEFT`: Left align
 * - `RIGHT`: Right align
 * - `CENTER`: Center align
 * - `JUSTIFY`: Text is spaced to line up its left and right edges to the left and right edges of the line box, except for the last line
 */
export type TextAlignment = (typeof TextAlignment)[keyof typeof TextAlignment];

export interface TextData {
  /** The text to apply decorations to. */
  text?: string;
  /** The decorations to apply. */
  decorations?: Decoration[];
}

export interface TextNodeStyle {
  /** The decorations to apply to the node. */
  decorations?: Decoration[];
  /** Padding and background color for the node. */
  nodeStyle?: NodeStyle;
  /** Line height for text in the node. */
  lineHeight?: string;
}

export interface TextStyle {
  /** Text alignment. Defaults to `AUTO`. */
  textAlignment?: TextAlignment;
  /** A CSS `line-height` value for the text expressed as a ratio relative to the font size. For example, if the font size is 20px, a `lineHeight` value of `'1.5'`` results in a line height of 30px. */
  lineHeight?: string;
}

export interface Thumbnails {
  /** Thumbnail alignment. */
  placement?: ThumbnailsAlignment;
  /** Spacing between thumbnails in pixels. */
  spacing?: number;
}

/**
 * - `TOP`: Top alignment
 * - `RIGHT`: Right alignment
 * - `BOTTOM`: Bottom alignment
 * - `LEFT`: Left alignment
 * - `NONE`: No thumbnail
 */
export const ThumbnailsAlignment = {
  TOP: 'TOP',
  RIGHT: 'RIGHT',
  BOTTOM: 'BOTTOM',
  LEFT: 'LEFT',
  NONE: 'NONE',
} as const;

/**
 * - `TOP`: Top alignment
 * - `RIGHT`: Right alignment
 * - `BOTTOM`: Bottom alignment
 * - `LEFT`: Left alignment
 * - `NONE`: No thumbnail
 */
export type ThumbnailsAlignment = (typeof ThumbnailsAlignment)[keyof typeof ThumbnailsAlignment];

export interface TocData {
  /** Heading levels included in the table of contents. Default: [1, 2, 3, 4, 5, 6]. */
  includedHeadings?: number[];
  /** List style. Default: PLAIN. */
  listStyle?: ListStyle;
  /** Optional override for the font size in pixels. */
  fontSize?: number;
  /** Optional override for the vertical spacing between items in pixels. */
  itemSpacing?: number;
  /** Optional override for the text color. */
  color?: string;
  /** Indentation style. Default: NESTED. */
  indentation?: Indentation;
  /** Node animation. */
  animation?: Animation;
}

/** Shape of a hand-drawn sketch decoration. */
export const Variant = {
  UNDERLINE: 'UNDERLINE',
  BOX: 'BOX',
  CIRCLE: 'CIRCLE',
  HIGHLIGHT: 'HIGHLIGHT',
  STRIKETHROUGH: 'STRIKETHROUGH',
  CROSSED_OFF: 'CROSSED_OFF',
} as const;

/** Shape of a hand-drawn sketch decoration. */
export type Variant = (typeof Variant)[keyof typeof Variant];

/**
 * - `TOP`: Top alignment
 * - `MIDDLE`: Middle alignment
 * - `BOTTOM`: Bottom alignment
 */
export const VerticalAlignment = {
  TOP: 'TOP',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'BOTTOM',
} as const;

/**
 * - `TOP`: Top alignment
 * - `MIDDLE`: Middle alignment
 * - `BOTTOM`: Bottom alignment
 */
export type VerticalAlignment = (typeof VerticalAlignment)[keyof typeof VerticalAlignment];

/**
 * - `TOP`: Top alignment
 * - `MIDDLE`: Middle alignment
 * - `BOTTOM`: Bottom alignment
 */
export const VerticalAlignmentAlignment = {
  TOP: 'TOP',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'BOTTOM',
} as const;

/**
 * - `TOP`: Top alignment
 * - `MIDDLE`: Middle alignment
 * - `BOTTOM`: Bottom alignment
 */
export type VerticalAlignmentAlignment = (typeof VerticalAlignmentAlignment)[keyof typeof VerticalAlignmentAlignment];

/** A video hosted by the platform's media manager (legacy shape, used by `coverMedia`). */
export type Video = VideoRef;

export interface VideoData {
  /** Styling for the video's container. */
  containerData?: PluginContainerData;
  /** Video details. */
  video?: NodeMedia;
  /** Video thumbnail details. */
  thumbnail?: NodeMedia;
  /** Sets whether the video's download button is disabled. Defaults to `false`. */
  disableDownload?: boolean;
  /** Video title. */
  title?: string;
  /** Video options. */
  options?: PlaybackOptions;
  /** Node animation. */
  animation?: Animation;
}

/** A video poster (thumbnail) image. Same fields as `Image`, but carried inside a video: the video's media conversion reads it, so it has no conversion of its own. */
export interface VideoPoster {
  /** Media ID of the image. */
  id?: string;
  /** Image URL. */
  url?: string;
  /** Image height. */
  height?: number;
  /** Image width. */
  width?: number;
  /** Image alt text. */
  altText?: string;
  /** Image file name. */
  filename?: string;
}

/** One available resolution of a video. */
export interface VideoResolution {
  /** Video URL. */
  url?: string;
  /** Video height. */
  height?: number;
  /** Video width. */
  width?: number;
  /** Video format, e.g. `mp4` or `hls`. */
  format?: string;
  /** Video quality, e.g. `480p` or `720p`. */
  quality?: string;
  /** Video file name. */
  filename?: string;
}

/** A video hosted by the platform's media manager (current shape, used by `media.wixMedia.videoV2`). */
export type VideoV2 = VideoRef;

/**
 * - `NONE`: No PDF view
 * - `FULL`: Full PDF view
 * - `MINI`: Mini PDF view
 */
export const ViewMode = {
  NONE: 'NONE',
  FULL: 'FULL',
  MINI: 'MINI',
} as const;

/**
 * - `NONE`: No PDF view
 * - `FULL`: Full PDF view
 * - `MINI`: Mini PDF view
 */
export type ViewMode = (typeof ViewMode)[keyof typeof ViewMode];

/**
 * - `CREATOR`: Only Poll creator can view the results
 * - `VOTERS`: Anyone who voted can see the results
 * - `EVERYONE`: Anyone can see the results, even if one didn't vote
 */
export const ViewRole = {
  CREATOR: 'CREATOR',
  VOTERS: 'VOTERS',
  EVERYONE: 'EVERYONE',
} as const;

/**
 * - `CREATOR`: Only Poll creator can view the results
 * - `VOTERS`: Anyone who voted can see the results
 * - `EVERYONE`: Anyone can see the results, even if one didn't vote
 */
export type ViewRole = (typeof ViewRole)[keyof typeof ViewRole];

/**
 * - `SITE_MEMBERS`: Logged in member
 * - `ALL`: Anyone
 */
export const VoteRole = {
  SITE_MEMBERS: 'SITE_MEMBERS',
  ALL: 'ALL',
} as const;

/**
 * - `SITE_MEMBERS`: Logged in member
 * - `ALL`: Anyone
 */
export type VoteRole = (typeof VoteRole)[keyof typeof VoteRole];

/**
 * - `LARGE`: Large line
 * - `MEDIUM`: Medium line
 * - `SMALL`: Small line
 */
export const Width = {
  LARGE: 'LARGE',
  MEDIUM: 'MEDIUM',
  SMALL: 'SMALL',
} as const;

/**
 * - `LARGE`: Large line
 * - `MEDIUM`: Medium line
 * - `SMALL`: Small line
 */
export type Width = (typeof Width)[keyof typeof Width];

/**
 * - `CONTENT`: Width matches the content width
 * - `SMALL`: Small Width
 * - `ORIGINAL`: Width will match the original asset width
 * - `FULL_WIDTH`: coast-to-coast display
 */
export const WidthType = {
  CONTENT: 'CONTENT',
  SMALL: 'SMALL',
  ORIGINAL: 'ORIGINAL',
  FULL_WIDTH: 'FULL_WIDTH',
} as const;

/**
 * - `CONTENT`: Width matches the content width
 * - `SMALL`: Small Width
 * - `ORIGINAL`: Width will match the original asset width
 * - `FULL_WIDTH`: coast-to-coast display
 */
export type WidthType = (typeof WidthType)[keyof typeof WidthType];

/** Media hosted by the platform. */
export interface WixMedia {
  /** Image details. */
  image?: Image;
  /** Video details. */
  videoV2?: VideoV2;
}
