cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op format has 0 conversion specifications but 1 operands are given}}
    %t = print_tko "100%%", %a : tile<i32> -> token
    return
  }
}
