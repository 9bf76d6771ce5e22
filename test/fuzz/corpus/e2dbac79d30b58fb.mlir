cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'propagate_nan' appears more than once}}
    %0 = maxf %x, %y propagate_nan propagate_nan : tile<8xf32>
    return
  }
}
