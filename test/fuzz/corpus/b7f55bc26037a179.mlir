cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op result #0 must be tile of i1, but got '!cuda_tile.tile<4xi32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<4xi32>
    return
  }
}
