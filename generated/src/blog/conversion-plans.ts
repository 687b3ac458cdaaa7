// Generated from spec/blog.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { decodeDate, decodeFloat, walkPlan } from '@siteapi/runtime/generated';

/** Conversions of `Node` (recursive). */
export const nodePlan: Plan = {};

/** Conversions of `CoverMedia`. */
export const coverMediaPlan: Plan = { image: 'image', video: 'video' };

/** Conversions of `Metrics`. */
export const metricsPlan: Plan = { averageRating: 'float' };

/** Conversions of `Border`. */
export const borderPlan: Plan = { radius: 'float', width: 'float' };

/** Conversions of `Stop`. */
export const stopPlan: Plan = { position: 'float' };

/** Conversions of `Gradient`. */
export const gradientPlan: Plan = { angle: 'float', centerX: 'float', centerY: 'float', stops: { '*': stopPlan } };

/** Conversions of `Background`. */
export const backgroundPlan: Plan = { gradient: gradientPlan };

/** Conversions of `ButtonDataStyles`. */
export const buttonDataStylesPlan: Plan = {
  background: backgroundPlan,
  backgroundHover: backgroundPlan,
  border: borderPlan,
  borderRadius: 'float',
  borderWidth: 'float',
  borderWidthHover: 'float',
};

/** Conversions of `EntranceAnimation`. */
export const entranceAnimationPlan: Plan = { delay: 'float', duration: 'float' };

/** Conversions of `LoopAnimation`. */
export const loopAnimationPlan: Plan = { duration: 'float', iterationDelay: 'float' };

/** Conversions of `Animation`. */
export const animationPlan: Plan = {
  entrance: entranceAnimationPlan,
  loop: loopAnimationPlan,
  transitionDuration: 'float',
};

/** Conversions of `ButtonData`. */
export const buttonDataPlan: Plan = { animation: animationPlan, styles: buttonDataStylesPlan };

/** Conversions of `CodeBlockData`. */
export const codeBlockDataPlan: Plan = { animation: animationPlan };

/** Conversions of `DividerDataStyles`. */
export const dividerDataStylesPlan: Plan = {
  dashGap: 'float',
  dashLength: 'float',
  lineGap: 'float',
  lineThickness: { '*': 'float' },
};

/** Conversions of `DividerData`. */
export const dividerDataPlan: Plan = { animation: animationPlan, styles: dividerDataStylesPlan };

/** Conversions of `FileData`. */
export const fileDataPlan: Plan = { animation: animationPlan, size: 'float' };

/** Conversions of `NodeMedia`. */
export const nodeMediaPlan: Plan = { duration: 'float', height: 'float', width: 'float' };

/** Conversions of `GalleryImage`. */
export const galleryImagePlan: Plan = { media: nodeMediaPlan };

/** Conversions of `GalleryVideo`. */
export const galleryVideoPlan: Plan = { media: nodeMediaPlan, thumbnail: nodeMediaPlan };

/** Conversions of `GalleryItem`. */
export const galleryItemPlan: Plan = { image: galleryImagePlan, video: galleryVideoPlan };

/** Conversions of `GalleryOptionsLayout`. */
export const galleryOptionsLayoutPlan: Plan = { mobileNumberOfColumns: 'float', numberOfColumns: 'float' };

/** Conversions of `ItemStyle`. */
export const itemStylePlan: Plan = { ratio: 'float', spacing: 'float', targetSize: 'float' };

/** Conversions of `Thumbnails`. */
export const thumbnailsPlan: Plan = { spacing: 'float' };

/** Conversions of `GalleryOptions`. */
export const galleryOptionsPlan: Plan = {
  item: itemStylePlan,
  layout: galleryOptionsLayoutPlan,
  thumbnails: thumbnailsPlan,
};

/** Conversions of `GalleryData`. */
export const galleryDataPlan: Plan = {
  animation: animationPlan,
  items: { '*': galleryItemPlan },
  options: galleryOptionsPlan,
};

/** Conversions of `GIFData`. */
export const gIFDataPlan: Plan = { animation: animationPlan, height: 'float', width: 'float' };

/** Conversions of `HeadingData`. */
export const headingDataPlan: Plan = {
  animation: animationPlan,
  indentation: 'float',
  level: 'float',
  renderedLevel: 'float',
};

/** Conversions of `HTMLData`. */
export const hTMLDataPlan: Plan = { animation: animationPlan };

/** Conversions of `StylesBorder`. */
export const stylesBorderPlan: Plan = { radius: 'float', width: 'float' };

/** Conversions of `ImageDataStyles`. */
export const imageDataStylesPlan: Plan = { border: stylesBorderPlan };

/** Conversions of `ImageDataCrop`. */
export const imageDataCropPlan: Plan = { height: 'float', width: 'float', x: 'float', y: 'float' };

/** Conversions of `ImageData`. */
export const imageDataPlan: Plan = {
  animation: animationPlan,
  crop: imageDataCropPlan,
  image: nodeMediaPlan,
  styles: imageDataStylesPlan,
};

/** Conversions of `LinkPreviewDataStyles`. */
export const linkPreviewDataStylesPlan: Plan = { borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `LinkPreviewData`. */
export const linkPreviewDataPlan: Plan = { animation: animationPlan, styles: linkPreviewDataStylesPlan };

/** Conversions of `MapSettings`. */
export const mapSettingsPlan: Plan = { initialZoom: 'float', lat: 'float', lng: 'float' };

/** Conversions of `MapData`. */
export const mapDataPlan: Plan = { mapSettings: mapSettingsPlan };

/** Conversions of `ParagraphData`. */
export const paragraphDataPlan: Plan = { animation: animationPlan, indentation: 'float', level: 'float' };

/** Conversions of `PollOption`. */
export const pollOptionPlan: Plan = { image: nodeMediaPlan };

/** Conversions of `Poll`. */
export const pollPlan: Plan = { image: nodeMediaPlan, options: { '*': pollOptionPlan } };

/** Conversions of `BackgroundGradient`. */
export const backgroundGradientPlan: Plan = { angle: 'float' };

/** Conversions of `PollDesignBackground`. */
export const pollDesignBackgroundPlan: Plan = { gradient: backgroundGradientPlan, image: nodeMediaPlan };

/** Conversions of `PollDesign`. */
export const pollDesignPlan: Plan = { background: pollDesignBackgroundPlan, borderRadius: 'float' };

/** Conversions of `OptionDesign`. */
export const optionDesignPlan: Plan = { borderRadius: 'float' };

/** Conversions of `PollDataDesign`. */
export const pollDataDesignPlan: Plan = { options: optionDesignPlan, poll: pollDesignPlan };

/** Conversions of `PollData`. */
export const pollDataPlan: Plan = { animation: animationPlan, design: pollDataDesignPlan, poll: pollPlan };

/** Conversions of `FontSizeData`. */
export const fontSizeDataPlan: Plan = { value: 'float' };

/** Conversions of `Decoration`. */
export const decorationPlan: Plan = { fontSizeData: fontSizeDataPlan, fontWeightValue: 'float' };

/** Conversions of `TextData`. */
export const textDataPlan: Plan = { decorations: { '*': decorationPlan } };

/** Conversions of `ButtonStyles`. */
export const buttonStylesPlan: Plan = { borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `ImageStyles`. */
export const imageStylesPlan: Plan = { borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `RibbonStyles`. */
export const ribbonStylesPlan: Plan = { borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `CardStyles`. */
export const cardStylesPlan: Plan = { borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `AppEmbedData`. */
export const appEmbedDataPlan: Plan = {
  animation: animationPlan,
  buttonStyles: buttonStylesPlan,
  cardStyles: cardStylesPlan,
  image: nodeMediaPlan,
  imageStyles: imageStylesPlan,
  ribbonStyles: ribbonStylesPlan,
};

/** Conversions of `VideoData`. */
export const videoDataPlan: Plan = { animation: animationPlan, thumbnail: nodeMediaPlan, video: nodeMediaPlan };

/** Conversions of `Oembed`. */
export const oembedPlan: Plan = { height: 'float', width: 'float' };

/** Conversions of `EmbedData`. */
export const embedDataPlan: Plan = { animation: animationPlan, oembed: oembedPlan };

/** Conversions of `CollapsibleListData`. */
export const collapsibleListDataPlan: Plan = { animation: animationPlan };

/** Conversions of `Dimensions`. */
export const dimensionsPlan: Plan = {
  colsMinWidth: { '*': 'float' },
  colsWidthRatio: { '*': 'float' },
  rowsHeight: { '*': 'float' },
};

/** Conversions of `TableData`. */
export const tableDataPlan: Plan = {
  animation: animationPlan,
  cellPadding: { '*': 'float' },
  cellSpacing: 'float',
  dimensions: dimensionsPlan,
};

/** Conversions of `BorderWidths`. */
export const borderWidthsPlan: Plan = { bottom: 'float', left: 'float', right: 'float', top: 'float' };

/** Conversions of `TableCellData`. */
export const tableCellDataPlan: Plan = { borderWidths: borderWidthsPlan, colspan: 'float', rowspan: 'float' };

/** Conversions of `AudioData`. */
export const audioDataPlan: Plan = { animation: animationPlan, audio: nodeMediaPlan, coverImage: nodeMediaPlan };

/** Conversions of `OrderedListData`. */
export const orderedListDataPlan: Plan = {
  animation: animationPlan,
  indentation: 'float',
  offset: 'float',
  start: 'float',
};

/** Conversions of `BulletedListData`. */
export const bulletedListDataPlan: Plan = { animation: animationPlan, indentation: 'float', offset: 'float' };

/** Conversions of `BlockquoteData`. */
export const blockquoteDataPlan: Plan = { animation: animationPlan, indentation: 'float' };

/** Conversions of `LayoutDataBackground`. */
export const layoutDataBackgroundPlan: Plan = { gradient: gradientPlan };

/** Conversions of `LayoutDataBackgroundImage`. */
export const layoutDataBackgroundImagePlan: Plan = {
  blur: 'float',
  media: nodeMediaPlan,
  opacity: 'float',
  overlay: layoutDataBackgroundPlan,
};

/** Conversions of `Backdrop`. */
export const backdropPlan: Plan = { gradient: gradientPlan };

/** Conversions of `Layers`. */
export const layersPlan: Plan = { count: 'float', offsetX: 'float', offsetY: 'float' };

/** Conversions of `SectionDivider`. */
export const sectionDividerPlan: Plan = { height: 'float', layers: layersPlan, offsetX: 'float' };

/** Conversions of `LayoutData`. */
export const layoutDataPlan: Plan = {
  animation: animationPlan,
  backdrop: backdropPlan,
  backdropImage: layoutDataBackgroundImagePlan,
  backdropPaddingBottom: 'float',
  backdropPaddingTop: 'float',
  background: layoutDataBackgroundPlan,
  backgroundImage: layoutDataBackgroundImagePlan,
  borderRadius: 'float',
  borderWidth: 'float',
  bottomDivider: sectionDividerPlan,
  cellPadding: { '*': 'float' },
  gap: 'float',
  responsivenessBreakpoint: 'float',
  topDivider: sectionDividerPlan,
};

/** Conversions of `LayoutCellData`. */
export const layoutCellDataPlan: Plan = { colSpan: 'float' };

/** Conversions of `ShapeData`. */
export const shapeDataPlan: Plan = { animation: animationPlan, shape: nodeMediaPlan };

/** Conversions of `CardDataBackground`. */
export const cardDataBackgroundPlan: Plan = { gradient: gradientPlan };

/** Conversions of `BackgroundImage`. */
export const backgroundImagePlan: Plan = {
  blur: 'float',
  media: nodeMediaPlan,
  opacity: 'float',
  overlay: cardDataBackgroundPlan,
};

/** Conversions of `CardData`. */
export const cardDataPlan: Plan = { background: cardDataBackgroundPlan, backgroundImage: backgroundImagePlan };

/** Conversions of `TocData`. */
export const tocDataPlan: Plan = {
  animation: animationPlan,
  fontSize: 'float',
  includedHeadings: { '*': 'float' },
  itemSpacing: 'float',
};

/** Conversions of `SmartBlockData`. */
export const smartBlockDataPlan: Plan = { animation: animationPlan, borderRadius: 'float', borderWidth: 'float' };

/** Conversions of `SmartBlockCellData`. */
export const smartBlockCellDataPlan: Plan = { borderRadius: 'float', borderWidth: 'float', shape: nodeMediaPlan };

/** Conversions of `CheckboxListData`. */
export const checkboxListDataPlan: Plan = { animation: animationPlan, indentation: 'float', offset: 'float' };

/** Conversions of `ListItemNodeData`. */
export const listItemNodeDataPlan: Plan = { animation: animationPlan };

/** Conversions of `RichContentMetadata`. */
export const richContentMetadataPlan: Plan = { createdTimestamp: 'date', updatedTimestamp: 'date', version: 'float' };

/** Conversions of `TextNodeStyle`. */
export const textNodeStylePlan: Plan = { decorations: { '*': decorationPlan } };

/** Conversions of `DocumentStyle`. */
export const documentStylePlan: Plan = {
  blockquote: textNodeStylePlan,
  codeBlock: textNodeStylePlan,
  headerFive: textNodeStylePlan,
  headerFour: textNodeStylePlan,
  headerOne: textNodeStylePlan,
  headerSix: textNodeStylePlan,
  headerThree: textNodeStylePlan,
  headerTwo: textNodeStylePlan,
  paragraph: textNodeStylePlan,
};

/** Conversions of `RichContent`. */
export const richContentPlan: Plan = {
  documentStyle: documentStylePlan,
  metadata: richContentMetadataPlan,
  nodes: { '*': nodePlan },
};

/** Conversions of `ModerationDetails`. */
export const moderationDetailsPlan: Plan = { moderationDate: 'date', submittedDate: 'date' };

/** Conversions of `WixMedia`. */
export const wixMediaPlan: Plan = { image: 'image', videoV2: 'video' };

/** Conversions of `Media`. */
export const mediaPlan: Plan = { wixMedia: wixMediaPlan };

/** Conversions of `PostTranslation`. */
export const postTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Post`. */
export const postPlan: Plan = {
  richContentCompressed: ['expand', 'richContent'],
  coverMedia: coverMediaPlan,
  firstPublishedDate: 'date',
  heroImage: 'image',
  lastPublishedDate: 'date',
  media: mediaPlan,
  metrics: metricsPlan,
  moderationDetails: moderationDetailsPlan,
  richContent: richContentPlan,
  translations: { '*': postTranslationPlan },
  url: 'pageUrl',
};

/** Conversions of `ListPostsResponse`. */
export const listPostsResponsePlan: Plan = { posts: { '*': postPlan } };

/** Conversions of `QueryPostsResponse`. */
export const queryPostsResponsePlan: Plan = { posts: { '*': postPlan } };

/** Conversions of `GetPostResponse`. */
export const getPostResponsePlan: Plan = { post: postPlan };

/** Conversions of `GetPostBySlugResponse`. */
export const getPostBySlugResponsePlan: Plan = { post: postPlan };

/** Conversions of `GetPostMetricsResponse`. */
export const getPostMetricsResponsePlan: Plan = { metrics: metricsPlan };

/** Conversions of `PeriodPostCount`. */
export const periodPostCountPlan: Plan = { periodStart: 'date' };

/** Conversions of `QueryPostCountStatsResponse`. */
export const queryPostCountStatsResponsePlan: Plan = { stats: { '*': periodPostCountPlan } };

/** Conversions of `DraftTranslation`. */
export const draftTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Draft`. */
export const draftPlan: Plan = {
  createdDate: 'date',
  editedDate: 'date',
  firstPublishedDate: 'date',
  heroImage: 'image',
  media: mediaPlan,
  moderationDetails: moderationDetailsPlan,
  richContent: richContentPlan,
  scheduledPublishDate: 'date',
  translations: { '*': draftTranslationPlan },
  url: 'pageUrl',
};

/** Conversions of `CategoryTranslation`. */
export const categoryTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Category`. */
export const categoryPlan: Plan = {
  coverImage: 'image',
  translations: { '*': categoryTranslationPlan },
  updatedDate: 'date',
  url: 'pageUrl',
};

/** Conversions of `Tag`. */
export const tagPlan: Plan = { createdDate: 'date', updatedDate: 'date', url: 'pageUrl' };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `PostCreatedEvent`. */
export const postCreatedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostUpdatedEvent`. */
export const postUpdatedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostDeletedEvent`. */
export const postDeletedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostLikedEvent`. */
export const postLikedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `PostUnlikedEvent`. */
export const postUnlikedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `DraftCreatedEvent`. */
export const draftCreatedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `DraftUpdatedEvent`. */
export const draftUpdatedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `DraftDeletedEvent`. */
export const draftDeletedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryCreatedEvent`. */
export const categoryCreatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryUpdatedEvent`. */
export const categoryUpdatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryDeletedEvent`. */
export const categoryDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `TagCreatedEvent`. */
export const tagCreatedEventPlan: Plan = { entity: tagPlan, metadata: eventMetadataPlan };

/** Conversions of `TagUpdatedEvent`. */
export const tagUpdatedEventPlan: Plan = { entity: tagPlan, metadata: eventMetadataPlan };

/** Conversions of `TagDeletedEvent`. */
export const tagDeletedEventPlan: Plan = { metadata: eventMetadataPlan };
Object.assign(nodePlan, {
  appEmbedData: appEmbedDataPlan,
  audioData: audioDataPlan,
  blockquoteData: blockquoteDataPlan,
  bulletedListData: bulletedListDataPlan,
  buttonData: buttonDataPlan,
  cardData: cardDataPlan,
  checkboxListData: checkboxListDataPlan,
  codeBlockData: codeBlockDataPlan,
  collapsibleListData: collapsibleListDataPlan,
  dividerData: dividerDataPlan,
  embedData: embedDataPlan,
  fileData: fileDataPlan,
  galleryData: galleryDataPlan,
  gifData: gIFDataPlan,
  headingData: headingDataPlan,
  htmlData: hTMLDataPlan,
  imageData: imageDataPlan,
  layoutCellData: layoutCellDataPlan,
  layoutData: layoutDataPlan,
  linkPreviewData: linkPreviewDataPlan,
  listItemData: listItemNodeDataPlan,
  mapData: mapDataPlan,
  nodes: { '*': nodePlan },
  orderedListData: orderedListDataPlan,
  paragraphData: paragraphDataPlan,
  pollData: pollDataPlan,
  shapeData: shapeDataPlan,
  smartBlockCellData: smartBlockCellDataPlan,
  smartBlockData: smartBlockDataPlan,
  tableCellData: tableCellDataPlan,
  tableData: tableDataPlan,
  textData: textDataPlan,
  tocData: tocDataPlan,
  videoData: videoDataPlan,
});

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  getPost: getPostResponsePlan,
  getPostBySlug: getPostBySlugResponsePlan,
  getPostMetrics: getPostMetricsResponsePlan,
  listPosts: listPostsResponsePlan,
  queryPostCountStats: queryPostCountStatsResponsePlan,
  queryPosts: queryPostsResponsePlan
} satisfies Record<string, Plan>;

/** The converters {@link richContentPlan} names, for walking it. */
export const richContentConverters: Converters = { date: decodeDate, float: decodeFloat };

/** Converts a parsed `RichContent` in place, walking {@link richContentPlan} (it reaches a recursive plan, so it is not compiled). */
export const richContentDecoder = (v: any, x: Expansion[]): void => walkPlan(v, richContentPlan, x, richContentConverters);
