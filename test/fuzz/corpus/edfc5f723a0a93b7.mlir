cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.ftof' op source element type must be a float type (f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN), got 'i32'}}
    %0 = ftof %x : tile<8xi32> -> tile<8xf32>
    return
  }
}
