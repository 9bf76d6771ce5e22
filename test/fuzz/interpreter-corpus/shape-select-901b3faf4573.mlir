cuda_tile.module @m {
  testing$func @values() -> (tile<4xi32>, tile<2x2xf32>, tile<4xi1>, tile<i64>) {
    %c = constant <i1: [true, false, true, false]> : tile<4xi1>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0 = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    %c2 = constant <i1: [[true, false], [true, false]]> : tile<2x2xi1>
    %fa = constant <f32: [[0x7FC00000, 1.0], [-0.0, 2.0]]> : tile<2x2xf32>
    %fb = constant <f32: [[3.0, -5.0], [7.0, 8.0]]> : tile<2x2xf32>
    %r1 = select %c2, %fa, %fb : tile<2x2xi1>, tile<2x2xf32>
    %ia = constant <i1: [true, true, false, false]> : tile<4xi1>
    %ib = constant <i1: [true, false, true, false]> : tile<4xi1>
    %sel = constant <i1: [true, false, true, false]> : tile<4xi1>
    %r2 = select %sel, %ia, %ib : tile<4xi1>, tile<4xi1>
    %t = constant <i1: false> : tile<i1>
    %x = constant <i64: 5> : tile<i64>
    %y = constant <i64: -9223372036854775808> : tile<i64>
    %r3 = select %t, %x, %y : tile<i1>, tile<i64>
    return %r0, %r1, %r2, %r3 : tile<4xi32>, tile<2x2xf32>, tile<4xi1>, tile<i64>
  }
  testing$func @pointers(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>)
      -> (tile<ptr<f32>>, tile<ptr<f32>>, tile<2xptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q1 = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p2 = broadcast %p1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %q2 = broadcast %q1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %c = constant <i1: [false, true]> : tile<2xi1>
    %r = select %c, %p2, %q2 : tile<2xi1>, tile<2xptr<f32>>
    return %p, %q, %r : tile<ptr<f32>>, tile<ptr<f32>>, tile<2xptr<f32>>
  }
}
