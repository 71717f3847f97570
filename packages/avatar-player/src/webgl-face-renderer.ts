import { drawShutEyes, eyesShut, shutEyesBox, skinOfPicture } from './drawn-eyes.js';
import { lipsInCanvas, type FaceDrawing, type FaceRenderer } from './face-renderer.js';
import { drawLipRim, drawMouthInterior } from './mouth-interior.js';

const VERTEX = `#version 300 es
in vec2 position;
in vec2 texcoord;
uniform vec2 canvasSize;
out vec2 uv;
void main() {
  uv = texcoord;
  vec2 clip = position / canvasSize * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
}`;
const FRAGMENT = `#version 300 es
precision mediump float;
in vec2 uv;
uniform sampler2D picture;
out vec4 colour;
void main() {
  colour = texture(picture, uv);
}`;

/** Room around the mouth interior's picture, in canvas pixels. */
const INTERIOR_MARGIN = 4;
/** The shut eyes' quad (vertices 0..3) and the interior's (4..7) come before the mesh's vertices. */
const QUAD_VERTICES = 8;

/**
 * WebGL2: the source as a texture (uploaded once for a still, per new frame for a video), drawn
 * through the warped mesh. The mesh covers the whole picture (its ring holds the picture's
 * corners), the mouth hole's triangles included, so the picture is filled once, not twice; the
 * mouth interior (drawn in 2D into a small texture, transparent outside the inner-lip polygon)
 * goes over the hole; a drawn portrait's shut eyes (drawn-eyes.ts, as the canvas renderer
 * paints them) likewise, from a small texture of their box. Null when WebGL2 is not available.
 */
export function createWebglFaceRenderer(canvas: HTMLCanvasElement): FaceRenderer | null {
  const gl = canvas.getContext('webgl2', CONTEXT_OPTIONS);
  if (!gl) return null;
  return webglRenderer(canvas, gl);
}

const CONTEXT_OPTIONS: WebGLContextAttributes = {
  alpha: true,
  antialias: false,
  depth: false,
  stencil: false,
  premultipliedAlpha: true,
  // Pages and tests read the canvas (toDataURL) between frames.
  preserveDrawingBuffer: true,
};

/**
 * True when WebGL2 runs on a real GPU. On a software GL (SwiftShader, llvmpipe: a browser
 * without a GPU) every frame is also read back for the software compositor, and the 2D canvas
 * renderer is faster. Probed on a throwaway canvas: a canvas with a WebGL context can never
 * get a 2D one.
 */
export function hasHardwareWebgl(): boolean {
  const probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) return false;
  const info = probe.getExtension('WEBGL_debug_renderer_info');
  const name = String(probe.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : probe.RENDERER));
  probe.getExtension('WEBGL_lose_context')?.loseContext();
  return !/swiftshader|llvmpipe|software|basic render/i.test(name);
}

function webglRenderer(canvas: HTMLCanvasElement, gl: WebGL2RenderingContext): FaceRenderer | null {
  const program = linkProgram(gl);
  if (!program) return null;
  const positionAttribute = gl.getAttribLocation(program, 'position');
  const texcoordAttribute = gl.getAttribLocation(program, 'texcoord');
  const canvasSize = gl.getUniformLocation(program, 'canvasSize');
  const pictureUniform = gl.getUniformLocation(program, 'picture');

  const makeTexture = () => {
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    return texture;
  };
  const pictureTexture = makeTexture();
  const interiorTexture = makeTexture();
  const eyesTexture = makeTexture();
  const positions = gl.createBuffer();
  const texcoords = gl.createBuffer();
  const indices = gl.createBuffer();
  // Two views of the same buffers: the quads (vertices 0..7) and the mesh (from vertex 8 on).
  const makeVertexArray = (byteOffset: number) => {
    const vertexArray = gl.createVertexArray();
    gl.bindVertexArray(vertexArray);
    gl.bindBuffer(gl.ARRAY_BUFFER, positions);
    gl.enableVertexAttribArray(positionAttribute);
    gl.vertexAttribPointer(positionAttribute, 2, gl.FLOAT, false, 0, byteOffset);
    gl.bindBuffer(gl.ARRAY_BUFFER, texcoords);
    gl.enableVertexAttribArray(texcoordAttribute);
    gl.vertexAttribPointer(texcoordAttribute, 2, gl.FLOAT, false, 0, byteOffset);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indices);
    gl.bindVertexArray(null);
    return vertexArray;
  };
  const quads = makeVertexArray(0);
  const meshArray = makeVertexArray(QUAD_VERTICES * 8);

  let uploaded: ImageBitmap | HTMLVideoElement | null = null;
  let meshIndices: Uint16Array | null = null;
  // Per frame: 4 quad corners + the mesh points (positions in canvas pixels, texcoords 0..1).
  let positionData = new Float32Array(0);
  let texcoordData = new Float32Array(0);
  let lips = new Float32Array(0);
  const interiorCanvas = document.createElement('canvas');
  const interiorContext = interiorCanvas.getContext('2d');
  const eyesCanvas = document.createElement('canvas');
  const eyesContext = eyesCanvas.getContext('2d');
  // A drawn portrait's skin around its eyes, read once per picture.
  let skin: string | null = null;
  let skinSource: ImageBitmap | HTMLVideoElement | null = null;

  const quad = (
    offset: number,
    left: number,
    top: number,
    right: number,
    bottom: number,
    u0: number,
    v0: number,
    u1: number,
    v1: number,
  ) => {
    positionData.set([left, top, right, top, left, bottom, right, bottom], offset);
    texcoordData.set([u0, v0, u1, v0, u0, v1, u1, v1], offset);
  };

  return {
    kind: 'webgl',
    draw(drawing: FaceDrawing) {
      const { source, rigWidth, rigHeight, placement, mesh, dest, tex } = drawing;
      const { scale, x: offsetX, y: offsetY } = placement;
      const width = canvas.width;
      const height = canvas.height;
      gl.viewport(0, 0, width, height);
      if (drawing.clear) {
        gl.clearColor(0, 0, 0, 0);
        gl.clear(gl.COLOR_BUFFER_BIT);
      }
      gl.useProgram(program);
      gl.uniform2f(canvasSize, width, height);
      gl.uniform1i(pictureUniform, 0);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, pictureTexture);
      if (uploaded !== source || drawing.sourceChanged) {
        gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
        gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
        uploaded = source;
      }
      if (meshIndices !== mesh.triangles) {
        meshIndices = mesh.triangles;
        // The face's triangles, then the mouth hole's: together they cover the whole picture.
        const all = new Uint16Array(mesh.triangles.length + mesh.hole.length);
        all.set(mesh.triangles);
        all.set(mesh.hole, mesh.triangles.length);
        gl.bindVertexArray(meshArray);
        gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, all, gl.STATIC_DRAW);
        gl.bindVertexArray(null);
        positionData = new Float32Array((QUAD_VERTICES + mesh.count) * 2);
        texcoordData = new Float32Array((QUAD_VERTICES + mesh.count) * 2);
      }
      // The mouth interior, drawn in 2D into a small picture of its box.
      if (lips.length !== mesh.lipContour.length * 2) lips = new Float32Array(mesh.lipContour.length * 2);
      lipsInCanvas(dest, mesh.lipContour, placement, lips);
      let interior = false;
      if (interiorContext && drawing.interiorAlpha > 0.01) {
        let minX = Infinity;
        let minY = Infinity;
        let maxX = -Infinity;
        let maxY = -Infinity;
        for (let k = 0; k < lips.length / 2; k++) {
          minX = Math.min(minX, lips[k * 2]!);
          maxX = Math.max(maxX, lips[k * 2]!);
          minY = Math.min(minY, lips[k * 2 + 1]!);
          maxY = Math.max(maxY, lips[k * 2 + 1]!);
        }
        const left = Math.floor(minX) - INTERIOR_MARGIN;
        const top = Math.floor(minY) - INTERIOR_MARGIN;
        const boxWidth = Math.ceil(maxX) + INTERIOR_MARGIN - left;
        const boxHeight = Math.ceil(maxY) + INTERIOR_MARGIN - top;
        if (maxY - minY >= 0.5 && boxWidth > 0 && boxHeight > 0) {
          if (interiorCanvas.width < boxWidth || interiorCanvas.height < boxHeight) {
            interiorCanvas.width = Math.max(interiorCanvas.width, boxWidth);
            interiorCanvas.height = Math.max(interiorCanvas.height, boxHeight);
          }
          interiorContext.clearRect(0, 0, interiorCanvas.width, interiorCanvas.height);
          drawMouthInterior(interiorContext, lips, drawing.palette, drawing.interiorAlpha, left, top);
          drawLipRim(interiorContext, lips, drawing.palette, drawing.interiorAlpha, left, top);
          quad(
            8,
            left,
            top,
            left + boxWidth,
            top + boxHeight,
            0,
            0,
            boxWidth / interiorCanvas.width,
            boxHeight / interiorCanvas.height,
          );
          interior = true;
        }
      }
      let eyes = false;
      const shutEyes = drawing.shutEyes;
      if (eyesContext && shutEyes && eyesShut(shutEyes)) {
        if (skinSource !== source || !skin) {
          skin = skinOfPicture(source, drawing.sourceWidth, drawing.sourceHeight, rigWidth, rigHeight, shutEyes.points);
          skinSource = source;
        }
        const box = shutEyesBox(shutEyes, placement);
        if (eyesCanvas.width < box.width || eyesCanvas.height < box.height) {
          eyesCanvas.width = Math.max(eyesCanvas.width, box.width);
          eyesCanvas.height = Math.max(eyesCanvas.height, box.height);
        }
        eyesContext.clearRect(0, 0, eyesCanvas.width, eyesCanvas.height);
        drawShutEyes(eyesContext, shutEyes, { scale, x: offsetX - box.x, y: offsetY - box.y }, skin, drawing.lidInk ?? '#000000');
        quad(
          0,
          box.x,
          box.y,
          box.x + box.width,
          box.y + box.height,
          0,
          0,
          box.width / eyesCanvas.width,
          box.height / eyesCanvas.height,
        );
        eyes = true;
      }
      const base = QUAD_VERTICES * 2;
      for (let i = 0; i < mesh.count; i++) {
        positionData[base + i * 2] = dest[i * 2]! * scale + offsetX;
        positionData[base + i * 2 + 1] = dest[i * 2 + 1]! * scale + offsetY;
        texcoordData[base + i * 2] = tex[i * 2]! / rigWidth;
        texcoordData[base + i * 2 + 1] = tex[i * 2 + 1]! / rigHeight;
      }
      gl.bindVertexArray(quads);
      gl.bindBuffer(gl.ARRAY_BUFFER, positions);
      gl.bufferData(gl.ARRAY_BUFFER, positionData, gl.DYNAMIC_DRAW);
      gl.bindBuffer(gl.ARRAY_BUFFER, texcoords);
      gl.bufferData(gl.ARRAY_BUFFER, texcoordData, gl.DYNAMIC_DRAW);
      // The mesh covers the whole picture (its ring holds the picture's corners), the mouth hole
      // included: the still picture shows in the hole until the interior is drawn over it.
      gl.disable(gl.BLEND);
      gl.bindVertexArray(meshArray);
      gl.drawElements(gl.TRIANGLES, mesh.triangles.length + mesh.hole.length, gl.UNSIGNED_SHORT, 0);
      // A 2D picture (transparent around what it shows) over the mesh, from its quad.
      const overlay = (texture: WebGLTexture | null, picture: HTMLCanvasElement, first: number) => {
        gl.bindVertexArray(quads);
        gl.bindTexture(gl.TEXTURE_2D, texture);
        gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
        gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, picture);
        gl.enable(gl.BLEND);
        gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
        gl.drawArrays(gl.TRIANGLE_STRIP, first, 4);
        gl.disable(gl.BLEND);
      };
      // The interior: drawn in the inner-lip polygon only, over the hole.
      if (interior) overlay(interiorTexture, interiorCanvas, 4);
      if (eyes) overlay(eyesTexture, eyesCanvas, 0);
      gl.bindVertexArray(null);
    },
    destroy() {
      gl.deleteTexture(pictureTexture);
      gl.deleteTexture(interiorTexture);
      gl.deleteTexture(eyesTexture);
      gl.deleteBuffer(positions);
      gl.deleteBuffer(texcoords);
      gl.deleteBuffer(indices);
      gl.deleteVertexArray(quads);
      gl.deleteVertexArray(meshArray);
      gl.deleteProgram(program);
      uploaded = null;
      skin = null;
      skinSource = null;
    },
  };
}

function linkProgram(gl: WebGL2RenderingContext): WebGLProgram | null {
  const compile = (type: number, text: string) => {
    const shader = gl.createShader(type);
    if (!shader) return null;
    gl.shaderSource(shader, text);
    gl.compileShader(shader);
    return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
  };
  const vertex = compile(gl.VERTEX_SHADER, VERTEX);
  const fragment = compile(gl.FRAGMENT_SHADER, FRAGMENT);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}
