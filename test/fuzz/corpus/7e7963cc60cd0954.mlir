cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) -> tile<i32> {
    loop {
      return
    }
    return %x : tile<i32>
  }
}

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %d: tile<8xf64>) {
    %p = pow %x, %x : tile<8xf32>
    %q = fpowf %x, %x : tile<8xf32>
    %0 = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    %1 = ftof %d rounding<zero> : tile<8xf64> -> tile<8xf32>
    %2 = ftof %x rounding<nearest_away> : tile<8xf32> -> tile<8xtf32>
    %3 = ftof %x : tile<8xf32> -> tile<8xf16>
    %4 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    return
  }
}
