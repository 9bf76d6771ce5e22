cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.exti' op result element type 'i32' must be strictly wider than the source element type 'i32'}}
    %0 = exti %x signed : tile<8xi32> -> tile<8xi32>
    return
  }
}
