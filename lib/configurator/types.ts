// SPEC §3 Configurator, Nav, Option group, Option, Selection and Scene, as the
// server stores one configurator version (server/domain/configurator.ts) and
// the pages read it. Shared by server and browser.

export const CONFIGURATOR_OPTION_TYPES = ['appliance', 'material', 'structural'] as const;
export type ConfiguratorOptionType = (typeof CONFIGURATOR_OPTION_TYPES)[number];
/** SPEC §3 configurator value type: every selection is an upgrade over the standard one. */
export const CONFIGURATOR_VALUE_TYPE = 'upgrade';

export type ConfiguratorSelection = {
  selectionId: number;
  ordinal: number;
  title: string;
  subText: string;
  helpText: string;
  /** An icon name under /icons/ (lib/selection-price.ts selectionIconUrl), or ''. */
  icon: string;
  /** Whole dollars over the standard selection (SPEC §9: parsed to a whole number). */
  price: number;
  shortName: string;
};

export type ConfiguratorOption = {
  configuratorOptionId: number;
  optionType: ConfiguratorOptionType;
  ordinal: number;
  title: string;
  subText: string;
  helpText: string;
  shortName: string;
  /** By ordinal; the first is the standard selection, in the base price. */
  selections: ConfiguratorSelection[];
};

export type OptionGroup = {
  optionGroupId: number;
  ordinal: number;
  isHeaderVisible: boolean;
  title: string;
  subText: string;
  configuratorOptions: ConfiguratorOption[];
};

export type Scene = { sceneId: number; sceneName: string };

export type Nav = {
  navId: number;
  name: string;
  ordinal: number;
  /**
   * The selections this nav's pictures show (record: docs/rules.md): its
   * scenes are drawn from these alone, so a change elsewhere (the heating, say)
   * keeps the same pictures and their cache.
   */
  whitelistedSelections: number[];
  icon: string;
  navType: string;
  optionGroups: OptionGroup[];
  scenes: Scene[];
};

export type Configurator = {
  salesModelId: string;
  configuratorId: number;
  version: number;
  configuratorGuid: string;
  /** The model's price with every standard selection; null when the home center prices it. */
  basePrice: number | null;
  navs: Nav[];
};
