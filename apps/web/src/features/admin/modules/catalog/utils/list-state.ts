/** What the product form gets from the list, to come back to the same filters after saving. */
export interface ProductListState {
  listSearch?: string;
}
