cuda_tile.module @m {
  // expected-error @below {{'test.item' op cannot be an item of 'cuda_tile.module': only 'entry', 'global' and 'testing$func' may appear at module level}}
  "test.item"() : () -> ()
}
