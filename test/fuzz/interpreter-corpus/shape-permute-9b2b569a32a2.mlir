cuda_tile.module @m {
  testing$func @transpose() -> (tile<4x2xi32>, tile<2x4xi32>, tile<2x2xbf16>) {
    %i = iota : tile<8xi32>
    %x = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %a = permute %x [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %b = permute %x [0, 1] : tile<2x4xi32> -> tile<2x4xi32>
    %h = constant <bf16: [[1.0, 2.0], [3.0, 0xFF80]]> : tile<2x2xbf16>
    %c = permute %h [1, 0] : tile<2x2xbf16> -> tile<2x2xbf16>
    return %a, %b, %c : tile<4x2xi32>, tile<2x4xi32>, tile<2x2xbf16>
  }
  testing$func @rank3() -> (tile<4x2x2xi32>, tile<2x4x2xi32>, tile<2x4x2xi32>) {
    %i = iota : tile<16xi32>
    %x = reshape %i : tile<16xi32> -> tile<2x2x4xi32>
    %a = permute %x [2, 0, 1] : tile<2x2x4xi32> -> tile<4x2x2xi32>
    %b = permute %x [0, 2, 1] : tile<2x2x4xi32> -> tile<2x4x2xi32>
    %c = permute %x [1, 2, 0] : tile<2x2x4xi32> -> tile<2x4x2xi32>
    return %a, %b, %c : tile<4x2x2xi32>, tile<2x4x2xi32>, tile<2x4x2xi32>
  }
}
