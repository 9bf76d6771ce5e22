cuda_tile.module @m {
  testing$func @sums() -> (tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 0.0625]]> : tile<2x4xf32>
    %rows = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %cols = reduce %x dim=0 identities=[0.0 : f32] : tile<2x4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %big = constant <f32: [16777216.0, 1.0, 1.0, 1.0]> : tile<4xf32>
    %ordered = reduce %big dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %half = constant <f32: 0.5> : tile<f32>
    %y = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %outer = reduce %y dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %shifted = addf %e, %half : tile<f32>
        %s = addf %shifted, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %rows, %cols, %ordered, %outer : tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>
  }
  testing$func @subtract() -> (tile<f32>, tile<4xf32>, tile<4xf32>) {
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %fwd = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %rev = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    return %r, %fwd, %rev : tile<f32>, tile<4xf32>, tile<4xf32>
  }
  testing$func @max_and_cumsum() -> (tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [1.0, 0.0, 0.0, 0.0]]> : tile<2x4xf32>
    %m = constant <f32: [[1.0, 3.0, -2.0, 0.0], [-1.0, -0.5, -4.0, -0.75]]> : tile<2x4xf32>
    %max = reduce %m dim=1 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %fwd = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %rev = scan %x dim=1 reverse=true identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %max, %fwd, %rev : tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>
  }
}
