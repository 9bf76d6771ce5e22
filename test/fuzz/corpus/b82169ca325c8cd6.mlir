// mmaf takes only fast_acc.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = mmaf %a, %b, %c flush_to_zero : tile<16x8xf16>, tile<8x8xf16>, tile<16x8xf32>
    return
  }
}
