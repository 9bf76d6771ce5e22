// A constant index past the last slice is only a warning (undefined at run time).
cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>) -> tile<4x4xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %s = extract %x[%c0, %c2] : tile<8x8xf32> -> tile<4x4xf32>
    return %s : tile<4x4xf32>
  }
}
