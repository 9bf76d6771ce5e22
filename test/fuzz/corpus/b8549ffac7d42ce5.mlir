cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op requires the same shape for all operands and results}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<8xi1>
    return
  }
}
