cuda_tile.module @m {
  testing$func @integers() {
    %m5 = constant <i32: -5> : tile<i32>
    %p7 = constant <i32: 7> : tile<i32>
    %ff = constant <i32: 255> : tile<i32>
    %b5 = constant <i8: -5> : tile<i8>
    %min = constant <i64: -9223372036854775808> : tile<i64>
    %k300 = constant <i32: 300> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %a = constant <i8: 65> : tile<i8>
    %b = constant <i32: 0x142> : tile<i32>
    %m3 = constant <i16: -3> : tile<i16>
    %k250 = constant <i64: 250> : tile<i64>
    %t0 = print_tko "d=%d i=%i u=%u x=%x X=%X o=%o\n", %m5, %m5, %m5, %m5, %m5, %m5
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %t1 = print_tko "|%5d|%-5d|%05d|%+d|%4d|% d|%#x|\n", %m5, %m5, %m5, %p7, %p7, %p7, %ff
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %t2 = print_tko "i8: %d %u %x\n", %b5, %b5, %b5 : tile<i8>, tile<i8>, tile<i8> -> token
    %t3 = print_tko "i64: %d %lld %hhd\n", %min, %min, %k300 : tile<i64>, tile<i64>, tile<i32> -> token
    %t4 = print_tko "i1: %d %u %x %s %s\n", %t, %t, %f, %t, %f
        : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1> -> token
    %t5 = print_tko "c: %c %c|%3c|\n", %a, %b, %a : tile<i8>, tile<i32>, tile<i8> -> token
    %t6 = print_tko "as float: %f %.1e\n", %m3, %k250 : tile<i16>, tile<i64> -> token
    return
  }
  testing$func @floats() {
    %x = constant <f32: 1.5> : tile<f32>
    %h = constant <f16: 0.1> : tile<f16>
    %d = constant <f64: 0.1> : tile<f64>
    %bf = constant <bf16: 3.140625> : tile<bf16>
    %e5 = constant <f8E5M2: -0.375> : tile<f8E5M2>
    %f4 = constant <f4E2M1FN: [6.0, 0.5]> : tile<2xf4E2M1FN>
    %tf = constant <tf32: 1.5> : tile<tf32>
    %nan = constant <f32: 0xFFC00000> : tile<f32>
    %inf = constant <f32: 0x7F800000> : tile<f32>
    %ninf = constant <f32: 0xFF800000> : tile<f32>
    %nz = constant <f64: -0.0> : tile<f64>
    %one = constant <f16: 1.0> : tile<f16>
    %m2 = constant <f32: -2.0> : tile<f32>
    %tenth = constant <f32: 0.1> : tile<f32>
    %t0 = print_tko "f=%f .2f=%.2f e=%e E=%E g=%g G=%G a=%a A=%A\n", %x, %x, %x, %x, %x, %x, %x, %x
        : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
    %t1 = print_tko "|%10.3f|%-8.1f|%+.1f|\n", %x, %x, %x : tile<f32>, tile<f32>, tile<f32> -> token
    %t2 = print_tko "f16: %.13f %g f64: %.17g\n", %h, %h, %d : tile<f16>, tile<f16>, tile<f64> -> token
    %t3 = print_tko "small: %f %.3f %.1f %.1f\n", %bf, %e5, %f4, %tf
        : tile<bf16>, tile<f8E5M2>, tile<2xf4E2M1FN>, tile<tf32> -> token
    %t4 = print_tko "special: %f %f %f|%5.1f| %.1f\n", %nan, %inf, %ninf, %inf, %nz
        : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f64> -> token
    %t5 = print_tko "bits: %x %x %d %x\n", %x, %one, %m2, %tf
        : tile<f32>, tile<f16>, tile<f32>, tile<tf32> -> token
    %t6 = print_tko "s: %s|%6s|\n", %tenth, %tenth : tile<f32>, tile<f32> -> token
    return
  }
  testing$func @tiles() {
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %m = constant <f32: [[0.5, 1.5], [2.5, 3.5]]> : tile<2x2xf32>
    %t = constant <i8: [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tile<2x2x2xi8>
    %w = constant <i16: [1, -2]> : tile<2xi16>
    %s = constant <i16: 7> : tile<i16>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %t0 = print_tko "v=%d\n", %v : tile<4xi32> -> token
    %t1 = print_tko "m=%.1f\n", %m : tile<2x2xf32> -> token
    %t2 = print_tko "t=%d\n", %t : tile<2x2x2xi8> -> token
    %t3 = print_tko "w=%3d and s=%d\n", %w, %s : tile<2xi16>, tile<i16> -> token
    %t4 = print_tko "b=%s\n", %b : tile<2xi1> -> token
    return
  }
}
