cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op format conversion specification '%5' has no conversion character}}
    %t = print_tko "%d %5", %a : tile<i32> -> token
    return
  }
}
