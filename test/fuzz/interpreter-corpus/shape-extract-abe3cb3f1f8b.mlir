cuda_tile.module @m {
  testing$func @slices() -> (tile<4x2xi32>, tile<8x8xi32>, tile<1x1xi32>, tile<1x8xi32>,
                             tile<2xf16>) {
    %i = iota : tile<64xi32>
    %x = reshape %i : tile<64xi32> -> tile<8x8xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %a = extract %x[%c1, %c2] : tile<8x8xi32> -> tile<4x2xi32>
    %b = extract %x[%c0, %c0] : tile<8x8xi32> -> tile<8x8xi32>
    %c = extract %x[%c7, %c7] : tile<8x8xi32> -> tile<1x1xi32>
    %d = extract %x[%c6, %c0] : tile<8x8xi32> -> tile<1x8xi32>
    %h = constant <f16: [1.0, 2.0, 0xFC00, 0x7E00]> : tile<4xf16>
    %e = extract %h[%c1] : tile<4xf16> -> tile<2xf16>
    return %a, %b, %c, %d, %e
        : tile<4x2xi32>, tile<8x8xi32>, tile<1x1xi32>, tile<1x8xi32>, tile<2xf16>
  }
  testing$func @dynamic(%r: tile<i32>, %c: tile<i32>) -> tile<2x2xi32> {
    %i = iota : tile<64xi32>
    %x = reshape %i : tile<64xi32> -> tile<8x8xi32>
    %s = extract %x[%r, %c] : tile<8x8xi32> -> tile<2x2xi32>
    return %s : tile<2x2xi32>
  }
}
