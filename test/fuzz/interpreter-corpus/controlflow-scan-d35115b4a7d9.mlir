cuda_tile.module @m {
  testing$func @shift_forward() -> (tile<4xi32>, tile<4xi32>) {
    %x = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0, %r1 = scan %x, %x dim=0 reverse=false identities=[-1 : i32, 99 : i32]
        : tile<4xi32>, tile<4xi32> -> tile<4xi32>, tile<4xi32>
      (%e0: tile<i32>, %a0: tile<i32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %e0, %a0 : tile<i32>, tile<i32>
      }
    return %r0, %r1 : tile<4xi32>, tile<4xi32>
  }
  testing$func @shift_reverse() -> (tile<4xi32>, tile<4xi32>) {
    %x = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0, %r1 = scan %x, %x dim=0 reverse=true identities=[-1 : i32, 99 : i32]
        : tile<4xi32>, tile<4xi32> -> tile<4xi32>, tile<4xi32>
      (%e0: tile<i32>, %a0: tile<i32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %e0, %a0 : tile<i32>, tile<i32>
      }
    return %r0, %r1 : tile<4xi32>, tile<4xi32>
  }
  testing$func @shift_2d() -> (tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>
    %d0:2 = scan %x, %x dim=0 reverse=false identities=[-1.0 : f32, 99.0 : f32]
        : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>, tile<2x4xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        yield %e0, %a0 : tile<f32>, tile<f32>
      }
    %d1:2 = scan %x, %x dim=1 reverse=true identities=[-1.0 : f32, 99.0 : f32]
        : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>, tile<2x4xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        yield %e0, %a0 : tile<f32>, tile<f32>
      }
    return %d0#1, %d1#1 : tile<2x4xf32>, tile<2x4xf32>
  }
  testing$func @identity_only() -> tile<2x2xi16> {
    %x = constant <i16: [[1, 2], [3, 4]]> : tile<2x2xi16>
    %r = scan %x dim=1 reverse=false identities=[0x8000 : i16] : tile<2x2xi16> -> tile<2x2xi16>
      (%e: tile<i16>, %a: tile<i16>) {
        yield %a : tile<i16>
      }
    return %r : tile<2x2xi16>
  }
}
