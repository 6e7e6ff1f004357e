// Wrapper: registers components every docs page may use without an import (tabs and the Cargo feature picker).
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import CargoFeaturePicker from '@site/src/components/CargoFeaturePicker';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  CargoFeaturePicker,
};
