// cmpi: `PRED %a, %b, SIGN` with a comma before the keyword, which is mandatory.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ','}}
    %0 = cmpi equal %a, %a : tile<4xi32> -> tile<4xi1>
    return
  }
}
