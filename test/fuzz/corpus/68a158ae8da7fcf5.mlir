cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op source and result element types must differ, got 'f32' twice}}
    %0 = ftof %x : tile<8xf32> -> tile<8xf32>
    return
  }
}
