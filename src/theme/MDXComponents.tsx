// Wrapper: registers components every docs page may use without an import (tabs and the Cargo feature picker), and
// puts Markdown tables in a box that scrolls sideways and that keyboard users can reach when a table is too wide.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import CargoFeaturePicker from '@site/src/components/CargoFeaturePicker';
import MarkdownTable from '@site/src/components/MarkdownTable';

export default {
  ...MDXComponents,
  table: MarkdownTable,
  Tabs,
  TabItem,
  CargoFeaturePicker,
};
