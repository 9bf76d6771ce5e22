cuda_tile.module @m {
  testing$func @sizes(%f32: tile<ptr<f32>>, %f16: tile<ptr<f16>>, %f64: tile<ptr<f64>>,
                      %i1: tile<ptr<i1>>, %tf32: tile<ptr<tf32>>, %f8: tile<ptr<f8E4M3FN>>,
                      %i64: tile<ptr<i64>>)
      -> (tile<4xptr<f32>>, tile<4xptr<f16>>, tile<4xptr<f64>>, tile<4xptr<i1>>,
          tile<4xptr<tf32>>, tile<4xptr<f8E4M3FN>>, tile<4xptr<i64>>) {
    %o = constant <i32: [0, 1, -1, 3]> : tile<4xi32>
    %a1 = reshape %f32 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %a4 = broadcast %a1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %a = offset %a4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %b1 = reshape %f16 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %b4 = broadcast %b1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %b = offset %b4, %o : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %c1 = reshape %f64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %c4 = broadcast %c1 : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %c = offset %c4, %o : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %d1 = reshape %i1 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %d4 = broadcast %d1 : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %d = offset %d4, %o : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %e1 = reshape %tf32 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %e4 = broadcast %e1 : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %e = offset %e4, %o : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %f1 = reshape %f8 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %f4 = broadcast %f1 : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %f = offset %f4, %o : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %g1 = reshape %i64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %g4 = broadcast %g1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %g = offset %g4, %o : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    return %a, %b, %c, %d, %e, %f, %g
        : tile<4xptr<f32>>, tile<4xptr<f16>>, tile<4xptr<f64>>, tile<4xptr<i1>>,
          tile<4xptr<tf32>>, tile<4xptr<f8E4M3FN>>, tile<4xptr<i64>>
  }
  testing$func @signed_offsets(%p: tile<ptr<f32>>)
      -> (tile<ptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>,
          tile<2xptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p2 = broadcast %p1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %o1 = constant <i1: [true, false]> : tile<2xi1>
    %a = offset %p2, %o1 : tile<2xptr<f32>>, tile<2xi1> -> tile<2xptr<f32>>
    %o8 = constant <i8: [0x80, 127]> : tile<2xi8>
    %b = offset %p2, %o8 : tile<2xptr<f32>>, tile<2xi8> -> tile<2xptr<f32>>
    %o16 = constant <i16: [-32768, 32767]> : tile<2xi16>
    %c = offset %p2, %o16 : tile<2xptr<f32>>, tile<2xi16> -> tile<2xptr<f32>>
    %o64 = constant <i64: [-1, 10]> : tile<2xi64>
    %d = offset %p2, %o64 : tile<2xptr<f32>>, tile<2xi64> -> tile<2xptr<f32>>
    return %p, %a, %b, %c, %d
        : tile<ptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>,
          tile<2xptr<f32>>
  }
  testing$func @packed(%q: tile<ptr<f4E2M1FN>>) -> tile<4xptr<f4E2M1FN>> {
    %q1 = reshape %q : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %q4 = broadcast %q1 : tile<1xptr<f4E2M1FN>> -> tile<4xptr<f4E2M1FN>>
    %o = constant <i32: [0, 2, -2, 8]> : tile<4xi32>
    %r = offset %q4, %o : tile<4xptr<f4E2M1FN>>, tile<4xi32> -> tile<4xptr<f4E2M1FN>>
    return %r : tile<4xptr<f4E2M1FN>>
  }
  testing$func @packed_dynamic(%q: tile<ptr<f4E2M1FN>>, %o: tile<i32>, %n: tile<i32>)
      -> (tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>) {
    %r = offset %q, %o : tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>>
    %s = offset %q, %n : tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>>
    return %q, %r, %s : tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>
  }
}
