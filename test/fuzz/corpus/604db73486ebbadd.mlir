// One case per verifier or parser rule of print_tko, assume and the assume predicates.

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op format has 2 conversion specifications but 1 operands are given}}
    %t = print_tko "%d %d", %a : tile<i32> -> token
    return
  }
}
